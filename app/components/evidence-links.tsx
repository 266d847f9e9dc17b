import { ExternalLink } from "~/components/external-link";
import type { FactEvidence } from "~/lib/build/fact-dating";
import { joinClasses } from "~/lib/logic/utils";

/**
 * A fact's links: each page it was taken from, named by its site and date, in one wrapping line,
 * then on a row of its own the official page to confirm it on, named for its site (decision 0022),
 * so it never reads as one more source. Plain anchors in the pre-rendered page: a guide's facts
 * and a card's rule line. Rows 8 px apart, so small links on a wrapped line keep WCAG 2.2's 24 px
 * targets apart.
 */
export function EvidenceLinks({
  sources,
  confirm,
  labels,
  describedBy,
  className,
}: FactEvidence & { labels: { externalSite: string }; describedBy?: string; className?: string }) {
  return (
    <p className={joinClasses("flex flex-wrap items-baseline gap-x-3 gap-y-2", className)}>
      {sources.map((source) => (
        <ExternalLink
          key={source.href}
          href={source.href}
          externalLabel={labels.externalSite}
          aria-describedby={describedBy}
          className="[overflow-wrap:anywhere]"
        >
          {source.text}
        </ExternalLink>
      ))}
      {confirm ? (
        <span className="basis-full">
          <ExternalLink href={confirm.href} externalLabel={labels.externalSite} aria-describedby={describedBy}>
            {confirm.text}
          </ExternalLink>
        </span>
      ) : null}
    </p>
  );
}
