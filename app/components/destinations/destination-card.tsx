import { CalendarClock, Clock, ShieldCheck } from "lucide-react";
import { memo } from "react";
import { Dated, DatedTextsScript } from "~/components/dated-text";
import { EvidenceLinks } from "~/components/evidence-links";
import { Badge } from "~/components/ui/badge";
import { buttonStyle } from "~/components/ui/button";
import { UnbrokenRanges } from "~/components/ui/unbroken-ranges";
import { localizePath } from "~/config/locales";
import { guidePath } from "~/config/pages";
import type { AddedDestination, Destination } from "~/content/destinations";
import type { CardRules, RuleSummary } from "~/lib/build/guide-view.server";
import { useLocale } from "~/lib/hooks/use-locale";
import { joinClasses } from "~/lib/logic/utils";
import { DestinationImage } from "./destination-image";
import type { DestinationsContent } from "./destinations-page";

interface DestinationCardProps {
  /** One of the specification's twelve, with its photo, badge and details, or a guide added beyond them (decision 0027). */
  destination: Destination | AddedDestination;
  /** The card's name is a heading under the page's (h2), or under its section's (h3). */
  headingLevel?: "h2" | "h3";
  text: DestinationsContent["text"]["card"];
  /** The rule in a few words, how its evidence is dated, its sources and where to confirm it (decisions 0013, 0022). */
  rule: RuleSummary;
  ruleLabels: CardRules["labels"];
  eager: boolean;
  priority: boolean;
}

/**
 * Memoised: a keystroke re-renders the list, not the cards. `content-visibility: auto`
 * lets the browser skip styling and layout of cards far off screen in a long catalogue.
 */
export const DestinationCard = memo(function DestinationCard({
  destination,
  text,
  rule,
  ruleLabels,
  eager,
  priority,
  headingLevel: Heading = "h2",
}: DestinationCardProps) {
  const headingId = `destination-${destination.slug}`;
  const locale = useLocale();
  const pictured = "imageUrl" in destination ? destination : null;
  return (
    <article
      aria-labelledby={headingId}
      className={joinClasses(
        "group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/80 transition-shadow",
        // The room a card off screen keeps: a photo's card is taller. Between the others, so
        // the twelve's class attribute stays exactly as before the added guides.
        pictured ? "[contain-intrinsic-size:auto_36rem]" : "[contain-intrinsic-size:auto_20rem]",
        "[content-visibility:auto] hover:shadow-lg",
      )}
    >
      {pictured ? (
        <div className="relative">
          <DestinationImage destination={pictured} eager={eager} priority={priority} />
          <Badge variant="overlay" className="absolute top-3 left-3">
            {pictured.visaStat}
          </Badge>
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Heading id={headingId} className="text-lg font-bold tracking-tight text-ink-950">
          {destination.name}
        </Heading>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-brand-800">
          {/* On the first line when the time wraps (a long Hindi "Varies" line). */}
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {text.visaBy}
            <UnbrokenRanges text={destination.getTime} />
          </span>
        </p>
        {pictured ? (
          <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-relaxed text-ink-600 sm:line-clamp-4">
            {pictured.details}
          </p>
        ) : null}
        <div className="mt-4 rounded-xl bg-ink-50 px-3.5 py-3 text-sm ring-1 ring-ink-100">
          <p className="flex items-start gap-1.5 font-semibold text-ink-900">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <Dated text={rule.label}>{(label, marks) => <span {...marks}>{label}</span>}</Dated>
          </p>
          <DatedTextsScript texts={[rule.label]} />
          <p className="mt-1 flex items-start gap-1.5 text-xs leading-relaxed text-ink-600">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            <span>{rule.dating}</span>
          </p>
          <EvidenceLinks
            {...rule.evidence}
            labels={ruleLabels}
            describedBy={headingId}
            className="mt-1 ml-5 text-xs leading-relaxed"
          />
        </div>
        <div className="mt-auto pt-5">
          {/* A link, so it works before the scripts run and without them. */}
          <a
            href={localizePath(guidePath(destination.slug), locale)}
            aria-describedby={headingId}
            {...buttonStyle({ variant: "outline", className: "w-full" })}
          >
            {text.exploreOptions}
          </a>
        </div>
      </div>
    </article>
  );
});
