import { MessageCircle, Search, SearchX, Sparkles, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef } from "react";
import { useSearchParams } from "react-router";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { localizePath, mapLocales } from "~/config/locales";
import { paths } from "~/config/pages";
import type { Destination } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import type { UncoveredPlace } from "~/content/not-covered";
import { support } from "~/content/support";
import { askAboutPlaceHref, askAboutTripHref } from "~/content/toasts";
import { searchDestinations, searchText, suggest, type Suggestion } from "~/lib/destination-search";
import { earlySearchScript, resultsSummary } from "~/lib/early-search";
import { externalLinkProps } from "~/lib/links";
import { uncoveredPlace } from "~/lib/not-covered";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/utils";
import { DestinationCard } from "./destination-card";

/** Cards in the first row at the widest layout load eagerly; the first two with high priority. */
const EAGER_CARDS = 4;
const PRIORITY_CARDS = 2;

const searchScripts = mapLocales((locale) => earlySearchScript(destinationsPage[locale].resultsSummary));

/**
 * The Destinations page body: header with the search box, result count and card grid.
 * The query lives only in the URL (`?q=`) and the list is derived from it, so a shared
 * link, a reload or Forward shows the same result.
 */
export function DestinationExplorer({
  destinations,
  uncoveredPlaces,
}: {
  destinations: readonly Destination[];
  uncoveredPlaces: readonly UncoveredPlace[];
}) {
  const locale = useLocale();
  const text = destinationsPage[locale];
  const [searchParams, setSearchParams] = useSearchParams();
  // The pre-rendered HTML has no query, so hydration renders without one; the URL's query applies right after.
  const hydrated = useHydrated();
  const query = hydrated ? (searchParams.get("q") ?? "") : "";
  const results = useMemo(() => searchDestinations(destinations, query), [destinations, query]);
  const matching = useMemo(() => new Set(results), [results]);
  const uncovered = useMemo(() => uncoveredPlace(uncoveredPlaces, query), [uncoveredPlaces, query]);
  // A place we do not cover, named correctly, is not a typo of one we do.
  const suggestion = useMemo(
    () => (results.length === 0 && !uncovered ? suggest(destinations, query) : null),
    [destinations, query, results.length, uncovered],
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const statusId = useId();

  // The field is uncontrolled so typing never waits for the router. On hydration the URL
  // adopts what the visitor typed before the scripts ran (decision 0007); after that the
  // field follows the URL when it changes from elsewhere (a nav link, Back), not mid-typing.
  const adopted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !hydrated) return;
    if (!adopted.current) {
      adopted.current = true;
      if (input.value !== query) {
        setQuery(input.value, { flushSync: false });
        return;
      }
    }
    if (input !== document.activeElement && input.value !== query) input.value = query;
    // setQuery is a new function each render; the effect is about the query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, query]);

  function setQuery(value: string, { flushSync = true } = {}) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      // Replace, so Back leaves the page instead of undoing keystrokes; flushSync renders the
      // list in the same task as the keystroke instead of a later transition.
      { replace: true, preventScrollReset: true, flushSync },
    );
  }

  function applyQuery(value: string) {
    const input = inputRef.current;
    if (input) {
      input.value = value;
      input.focus();
    }
    setQuery(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && event.currentTarget.value) {
      event.preventDefault();
      applyQuery("");
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="launch" size="lg">
            <Sparkles aria-hidden="true" />
            {text.launchBanner}
          </Badge>
        }
        title={text.title}
        intro={text.intro}
      >
        <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
        <form
          role="search"
          action={localizePath(paths.destinations, locale)}
          method="get"
          className="mx-auto mt-8 max-w-2xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={inputId} className="sr-only">
            {text.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-500 sm:left-4"
            />
            <input
              ref={inputRef}
              id={inputId}
              data-search-input
              type="search"
              name="q"
              defaultValue={query}
              placeholder={text.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={statusId}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              className={cn(
                "h-14 w-full rounded-2xl border border-ink-200 bg-white pl-10 text-base text-ink-950 shadow-sm outline-none placeholder:text-sm placeholder:text-ink-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/20 sm:pl-12 sm:placeholder:text-base [&::-webkit-search-cancel-button]:appearance-none",
                query ? "pr-13" : "pr-3 sm:pr-4",
              )}
            />
            {query ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={text.clearSearch}
                className="absolute top-1/2 right-2 -translate-y-1/2"
                onClick={() => applyQuery("")}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            ) : null}
          </div>
        </form>
      </PageHeader>

      <div className="container-page py-8 sm:py-12">
        {/* The search before hydration may have written the count for a shared link's query;
            hydration keeps it, and the adopted query renders the same text right after. */}
        <p
          id={statusId}
          role="status"
          data-search-status
          suppressHydrationWarning
          className="text-sm font-medium text-ink-600"
        >
          {resultsSummary(text.resultsSummary, results.length, destinations.length)}
        </p>
        {/* "uk" also matches words inside some cards' text ("souks"): those stay, below the notice. */}
        {uncovered && results.length > 0 ? <NotCovered place={uncovered} className="mt-4" /> : null}
        {/* Every card stays mounted and non-matches are hidden: a keystroke toggles attributes
            instead of rebuilding cards, which keeps long catalogues fast (docs/performance.md). */}
        <ul
          aria-label={text.listLabel}
          hidden={results.length === 0}
          data-search-results
          className="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {destinations.map((destination, index) => (
            <li key={destination.slug} hidden={!matching.has(destination)} data-search-text={searchText(destination)}>
              <DestinationCard
                destination={destination}
                eager={index < EAGER_CARDS}
                priority={index < PRIORITY_CARDS}
              />
            </li>
          ))}
        </ul>
        {/* Always in the page, so the search before hydration can show it. */}
        <EmptyState hidden={results.length > 0} suggestion={suggestion} onApply={applyQuery}>
          {uncovered && results.length === 0 ? <NotCovered place={uncovered} className="mt-5" /> : null}
        </EmptyState>
        <script dangerouslySetInnerHTML={{ __html: searchScripts[locale] }} />
        <p className="mt-10 text-right text-xs text-ink-500">
          {text.photoCredit.label}
          <a
            href={text.photoCredit.href}
            {...externalLinkProps(text.photoCredit.href)}
            className="underline hover:text-ink-800"
          >
            {text.photoCredit.source}
          </a>
        </p>
      </div>
    </>
  );
}

/**
 * Names the uncovered place the search asked for, or says Indian citizens need no visa for
 * it, and offers a chat that asks about it.
 */
function NotCovered({ place, className }: { place: UncoveredPlace; className?: string }) {
  const lineId = useId();
  const locale = useLocale();
  const notice = destinationsPage[locale][place.visaFreeForIndians ? "visaFree" : "notCovered"];
  const href = (place.visaFreeForIndians ? askAboutTripHref : askAboutPlaceHref)(place.name, locale);
  return (
    <div className={cn("rounded-2xl bg-brand-50 px-5 py-4 text-center ring-1 ring-brand-200", className)}>
      <p id={lineId} className="font-semibold text-balance text-ink-950">
        {notice.line(place.name)}
      </p>
      <p className="mt-1 text-balance text-ink-700">{notice.hint}</p>
      <Button asChild size="sm" className="mt-3">
        <a href={href} {...externalLinkProps(href)} aria-describedby={lineId}>
          <MessageCircle aria-hidden="true" />
          {support[locale].chatOnWhatsapp}
        </a>
      </Button>
    </div>
  );
}

interface EmptyStateProps {
  hidden: boolean;
  suggestion: Suggestion | null;
  onApply: (query: string) => void;
  /** Shown under the empty-state text, e.g. the not-covered notice. */
  children?: ReactNode;
}

function EmptyState({ hidden, suggestion, onApply, children }: EmptyStateProps) {
  const { empty } = destinationsPage[useLocale()];
  return (
    <div
      hidden={hidden}
      data-search-empty
      className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50 px-6 py-14 text-center"
    >
      <IconTile tone="plain" shape="round" className="shadow-sm ring-1 ring-ink-200">
        <SearchX aria-hidden="true" className="size-6" />
      </IconTile>
      <p className="mt-4 text-lg font-semibold text-ink-950">{empty.title}</p>
      <p className="mt-1.5 text-ink-600">{empty.hint}</p>
      {suggestion ? (
        <p className="mt-5 text-ink-800">
          {empty.didYouMean}
          <Button
            variant="link"
            size="inline"
            className="min-h-6 text-base underline decoration-brand-300 hover:decoration-brand-700"
            onClick={() => onApply(suggestion.term)}
          >
            {suggestion.term}
          </Button>
          {empty.suggestionEnd(suggestion.term, suggestion.name)}
        </p>
      ) : null}
      {children}
      <Button variant="outline" className="mt-6" onClick={() => onApply("")}>
        {empty.showAll}
      </Button>
    </div>
  );
}
