import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { JsonLd } from "~/components/json-ld";
import { HoldingsPromo } from "~/components/visa-you-hold/holdings-promo";
import type { VisaYouHoldText } from "~/content/visa-you-hold";
import { PageContexts, type PageFrame } from "~/components/layout/site-page";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeading } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { AddedDestination, Destination } from "~/content/destinations";
import type { destinationsPage } from "~/content/destinations-page";
import type { UncoveredPlace } from "~/content/not-covered";
import type { CardRules } from "~/lib/build/guide-view.server";
import type { PlaceChatText } from "~/lib/logic/place-chat";
import { searchText } from "~/lib/logic/destination-search";
import { externalLinkProps } from "~/lib/logic/links";
import { itemListJsonLd } from "~/lib/logic/structured-data";
import { useLocale } from "~/lib/hooks/use-locale";
import { DestinationCard } from "./destination-card";

/** The page's words, destinations and the places it does not cover, in its language. */
export interface DestinationsContent {
  text: Omit<(typeof destinationsPage)[Locale], "meta">;
  /** The chat about a place we do not cover. */
  placeChat: PlaceChatText;
  destinations: readonly Destination[];
  uncoveredPlaces: readonly UncoveredPlace[];
  /** Each card's rule line, from its guide, read against the build's clock (decision 0013). */
  rules: CardRules;
}

/**
 * The Destinations page's body: its structured data and the search island, which holds the
 * page's title band and cards as static HTML (DestinationsHeader, DestinationCards) and
 * filters the cards where they are (destination-search.tsx).
 */
export function DestinationsPage({
  destinations,
  listName,
  search,
}: {
  /** The twelve and the guides added below them: the page's structured data lists them all. */
  destinations: readonly (Destination | AddedDestination)[];
  listName: string;
  search?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <>
      <JsonLd data={itemListJsonLd(destinations, localizePath(paths.destinations, locale), listName)} />
      {search}
    </>
  );
}

/**
 * The title band's words above the search box. Astro renders a part an island holds as a tree
 * of its own, outside the page's: it is given the page's contexts again.
 */
export function DestinationsHeader({ page, text }: { page: PageFrame; text: DestinationsContent["text"] }) {
  return (
    <PageContexts page={page}>
      <PageHeading
        eyebrow={
          <Badge variant="launch" size="lg">
            <Sparkles aria-hidden="true" />
            {text.launchBanner}
          </Badge>
        }
        title={text.title}
        intro={text.intro}
      />
      <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
    </PageContexts>
  );
}

/** Cards in the first row at the widest layout load eagerly; the first two with high priority. */
const EAGER_CARDS = 4;
const PRIORITY_CARDS = 2;

/**
 * Every card, each with the text the search matches (`data-search-text`) and its kind of entry
 * (`data-search-kind`, from its facts): the search hides
 * the ones that do not match, where they are, so a keystroke toggles attributes instead of
 * rebuilding cards (docs/performance.md). With the list, the photos' credit.
 */
export function DestinationCards({
  page,
  text,
  destinations,
  added,
  rules,
  holdingsPromo,
}: {
  page: PageFrame;
  /** The guides added beyond the twelve, in a section of their own below them (decision 0027). */
  added: readonly AddedDestination[];
  holdingsPromo: VisaYouHoldText["promo"];
} & Pick<DestinationsContent, "text" | "destinations" | "rules">) {
  return (
    <PageContexts page={page}>
      <ul
        aria-label={text.listLabel}
        data-search-results
        className="peer mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      >
        {destinations.map((destination, index) => (
          <li
            key={destination.slug}
            data-search-text={searchText(destination)}
            data-search-kind={rules.bySlug[destination.slug]!.searchKind ?? undefined}
          >
            <DestinationCard
              destination={destination}
              text={text.card}
              rule={rules.bySlug[destination.slug]!}
              ruleLabels={rules.labels}
              eager={index < EAGER_CARDS}
              priority={index < PRIORITY_CARDS}
            />
          </li>
        ))}
      </ul>
      {/* The photos' credit goes with the list: hidden with it. */}
      <p className="mt-10 text-right text-xs text-ink-500 peer-[[hidden]]:hidden">
        {text.photoCredit.label}
        <a
          href={text.photoCredit.href}
          {...externalLinkProps(text.photoCredit.href)}
          className="underline hover:text-ink-800"
        >
          {text.photoCredit.source}
        </a>
      </p>
      {/* The specification's twelve stay as they are; the guides added since follow, found by the same search. */}
      {added.length > 0 ? (
        <section data-search-results aria-labelledby="more-destinations" className="mt-12">
          <h2 id="more-destinations" className="text-2xl font-bold tracking-tight text-balance text-ink-950">
            {text.more.title}
          </h2>
          <p className="mt-2 max-w-2xl text-ink-600">{text.more.intro}</p>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {added.map((destination) => (
              <li
                key={destination.slug}
                data-search-text={searchText(destination)}
                data-search-kind={rules.bySlug[destination.slug]!.searchKind ?? undefined}
              >
                <DestinationCard
                  destination={destination}
                  headingLevel="h3"
                  text={text.card}
                  rule={rules.bySlug[destination.slug]!}
                  ruleLabels={rules.labels}
                  eager={false}
                  priority={false}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <HoldingsPromo promo={holdingsPromo} className="mt-12" />
    </PageContexts>
  );
}
