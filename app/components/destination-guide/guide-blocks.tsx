import { CalendarClock, ShieldAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { EvidenceLinks } from "~/components/evidence-links";
import { ExternalLink } from "~/components/external-link";
import { HostName } from "~/components/host-name";
import type { FactEvidence } from "~/lib/build/fact-dating";
import type { FactView, GuideView } from "~/lib/build/guide-view.server";
import { joinClasses } from "~/lib/logic/utils";

export type Labels = GuideView["words"]["labels"];

/**
 * A part of a guide: a region named by its heading. Only the documents checklist is printed
 * (decision 0019), so every other part leaves the printed page.
 */
export function GuideSection({
  id: anchor,
  title,
  printed = false,
  children,
}: {
  id?: string;
  title: string;
  printed?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      aria-labelledby={id}
      className={joinClasses("leading-relaxed text-ink-700", !printed && "print:hidden")}
    >
      <h2 id={id} className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * How a fact is dated, then the pages it was taken from, each named by its site and date, and
 * the official page to confirm it on, named for its site (decision 0022); every link described
 * by the fact it backs.
 */
export function Dating({
  fact,
  labels,
  describedBy,
  className,
}: {
  fact: { dating: string; evidence: FactEvidence };
  labels: Labels;
  describedBy?: string;
  className?: string;
}) {
  const { sources, confirm } = fact.evidence;
  return (
    <div className={joinClasses("mt-2 space-y-1 text-sm text-ink-600", className)}>
      <p className="flex items-start gap-1.5">
        <CalendarClock aria-hidden="true" className="mt-[0.2em] size-3.5 shrink-0" />
        <span>{fact.dating}</span>
      </p>
      <EvidenceLinks sources={sources} confirm={confirm} labels={labels} describedBy={describedBy} className="pl-5" />
    </div>
  );
}

/** An official page, shown by its address: a portal, a step's page, an arrival card's. */
export function OfficialLink({ url, host, labels }: { url: string; host: string; labels: Labels }) {
  return (
    <ExternalLink href={url} externalLabel={labels.externalSite}>
      <HostName host={host} />
    </ExternalLink>
  );
}

/** Sites that imitate an official one, named and never linked (decision 0013), and what to do instead. */
export function LookAlikes({
  hosts,
  labels,
  children,
  className,
}: {
  hosts: readonly string[];
  labels: Labels;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={joinClasses("flex gap-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-200", className)}>
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
      <div className="min-w-0 space-y-2 text-ink-800">
        {hosts.length > 0 ? (
          <ul className="space-y-1">
            {hosts.map((host) => (
              <li key={host}>
                <strong className="font-semibold text-ink-950">{labels.notOfficial}</strong>
                <HostName host={host} />
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </div>
  );
}

/** Facts as a list: what each says, how it is dated and where it was taken from. */
export function Facts({
  facts,
  labels,
  className,
}: {
  facts: readonly FactView[];
  labels: Labels;
  className?: string;
}) {
  return (
    <ul className={joinClasses("divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-200", className)}>
      {facts.map((fact) => (
        <Fact key={fact.says} fact={fact} labels={labels} />
      ))}
    </ul>
  );
}

function Fact({ fact, labels }: { fact: FactView; labels: Labels }) {
  const id = useId();
  return (
    <li className="p-4 sm:p-5">
      <p id={id} className="text-ink-800">
        {fact.says}
      </p>
      <Dating fact={fact} labels={labels} describedBy={id} />
    </li>
  );
}
