import { ExternalLink } from "~/components/external-link";
import type { FactEvidence } from "~/lib/build/fact-dating";
import { joinClasses } from "~/lib/logic/utils";

/**
 * A fact's links, in one wrapping line: each page it was taken from, named by its site and date,
 * then the official page to confirm it on, named for its site (decision 0022). Plain anchors in
 * the pre-rendered page: a guide's facts and a card's rule line. Rows 8 px apart, so small links
 * on a wrapped line keep WCAG 2.2's 24 px targets apart.
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
        <ExternalLink href={confirm.href} externalLabel={labels.externalSite} aria-describedby={describedBy}>
          {confirm.text}
        </ExternalLink>
      ) : null}
    </p>
  );
}
