import { Clock, Globe, MessageCircle, TriangleAlert } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Dated, DatedTextsScript } from "~/components/dated-text";
import { JsonLd } from "~/components/json-ld";
import { LaunchMessage } from "~/components/launch-message";
import { SupportLinks } from "~/components/support-links";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { BulletList } from "~/components/ui/bullet-list";
import { buttonStyle } from "~/components/ui/button";
import { Disclosure } from "~/components/ui/disclosure";
import { IconTile } from "~/components/ui/icon-tile";
import { UnbrokenRanges } from "~/components/ui/unbroken-ranges";
import { localizePath } from "~/config/locales";
import { changesAnchor, guideJumps, paths } from "~/config/pages";
import type { ChangeView } from "~/lib/build/change-feed";
import type { DateMarks } from "~/lib/inline-scripts/dated-text";
import type { GuideView } from "~/lib/build/guide-view.server";
import type { GuideHeldVisas } from "~/lib/build/held-visa-view.server";
import { externalLinkProps } from "~/lib/logic/links";
import { faqPageJsonLd } from "~/lib/logic/structured-data";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { Dating, Facts, GuideSection, type Labels, LookAlikes, OfficialLink } from "./guide-blocks";
import { BeforeYouFly, Checklist, Costs, Steps, WhenToApply } from "./plan-parts";
import { HeldVisas } from "./held-visas";
import { SchengenRule } from "./schengen-rule";
import { textLinkClass } from "~/components/ui/text-link";

/**
 * A destination's guide (docs/decisions/0013): the rule for Indian passport holders, each fact
 * with how it is dated and where to confirm it, in one reading column, with a summary beside
 * it on wide screens and above it on phones. Every word comes from the guide's content
 * (lib/build/guide-view.server.ts) or the shell's.
 */
export function GuidePage({
  guide,
  heldVisas,
  planner,
  schengenHelper,
  checklist,
  party,
}: {
  guide: GuideView;
  /** Who can skip the visa with one held from another country, and the pages of what each opens. */
  heldVisas: GuideHeldVisas;
  /** The islands the page file places (trip-planner.tsx, schengen-helper.tsx, checklist-ticks.tsx, party-costs.tsx). */
  planner?: ReactNode;
  schengenHelper?: ReactNode;
  /** The checklist's ticks island around its groups (plan-parts.tsx, `Checklist`). */
  checklist?: ReactNode;
  party?: ReactNode;
}) {
  const locale = useLocale();
  const { pageLabels, exploreAllDestinations } = useShellContent();
  const { headings, labels } = guide.words;
  const { plan } = guide;
  const destinationsPath = localizePath(paths.destinations, locale);
  const crumbs = [
    { name: pageLabels.home, path: localizePath(paths.home, locale) },
    { name: pageLabels.destinations, path: destinationsPath },
    { name: guide.name, path: localizePath(guide.path, locale) },
  ];
  return (
    <>
      <JsonLd data={faqPageJsonLd(guide.faqs, locale)} />
      <div className="border-b border-ink-100 bg-linear-to-b from-brand-50 to-white print:border-0">
        <div className="container-page py-8 sm:py-12 print:py-0">
          <Breadcrumbs label={guide.words.breadcrumbLabel} crumbs={crumbs} />
          {/* 24 px for Tamil below 360 px: "இந்தியர்களுக்கான" is 298 px at its phone size (26 px,
              app.css) and broke mid-word in the 288 px line. */}
          <h1 className="mt-5 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl lg:text-5xl print:mt-0 print:text-2xl max-[359px]:taml:text-[1.5rem]">
            {guide.title}
          </h1>
        </div>
      </div>

      {/* Above the summary and the jump links, so the travellers it concerns see it first on a phone too. */}
      <Dated text={guide.statusNote}>
        {(statusNote, marks) => (
          <div className="container-page">
            <div
              role="note"
              {...marks}
              className="mt-8 flex max-w-[42rem] gap-3 rounded-2xl bg-saffron-50 p-4 text-ink-900 ring-1 ring-saffron-300 sm:mt-12 sm:p-5 print:hidden"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
              <p className="font-medium text-pretty">{statusNote}</p>
            </div>
          </div>
        )}
      </Dated>

      <div className="container-page grid gap-10 py-8 sm:py-12 lg:grid-cols-[minmax(0,42rem)_20rem] lg:justify-between lg:gap-12 print:block print:py-4">
        {/* Jump links first: under the heading on phones; at the top of the side column, kept in view, on wide screens (a laptop's 768 px shows them all). */}
        <div className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:col-start-2 lg:row-start-1 lg:-m-1 lg:max-h-[calc(100dvh-var(--header-height)-3rem)] lg:self-start lg:overflow-y-auto lg:p-1 print:hidden">
          <Jumps headings={headings} />
          <Summary guide={guide} />
        </div>

        <div className="min-w-0 space-y-12 lg:col-start-1 lg:row-start-1">
          <GuideSection id={guideJumps.rule} title={headings.rule}>
            <p className="text-lg text-ink-800">
              <Dated text={guide.rule.opening}>{(opening, marks) => <span {...marks}>{opening}</span>}</Dated>
              {guide.rule.text}
            </p>
            <DatedTextsScript texts={[guide.statusNote, guide.rule.opening]} />
            <p className="mt-4">
              <strong className="font-semibold text-ink-950">{labels.stay}</strong>
              {guide.stay}
            </p>
            <HeldVisas heldVisas={heldVisas} />
            {guide.schengen ? <SchengenRule schengen={guide.schengen} labels={labels} helper={schengenHelper} /> : null}
          </GuideSection>

          <Costs costs={plan.costs} words={guide.words} party={party} />
          <WhenToApply window={plan.applyWindow} words={guide.words} planner={planner} />
          <GuideSection title={headings.time}>
            <p className="flex items-start gap-2 text-lg font-semibold text-brand-800">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                {guide.words.visaBy}
                <UnbrokenRanges text={guide.time.getTime} />
              </span>
            </p>
            <p className="mt-2">{guide.time.applies}</p>
            {guide.time.facts.length > 0 ? <Facts facts={guide.time.facts} labels={labels} className="mt-4" /> : null}
          </GuideSection>
          <Steps steps={plan.steps} words={guide.words} />
          <Checklist checklist={plan.checklist} words={guide.words} ticks={checklist} />
          <BeforeYouFly beforeYouFly={plan.beforeYouFly} words={guide.words} />

          <GuideSection title={headings.official}>
            <ul className="space-y-3">
              {guide.portals.map((portal) => (
                <li key={portal.url} className="flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-200">
                  <IconTile size="sm" tone="soft">
                    <Globe aria-hidden="true" className="size-4.5" />
                  </IconTile>
                  <div className="min-w-0">
                    <p className="font-semibold text-ink-950">{portal.label}</p>
                    <OfficialLink url={portal.url} host={portal.host} labels={labels} />
                    {portal.fee ? (
                      <p className="mt-2 text-sm text-ink-700">
                        <span className="font-semibold text-ink-900">{portal.fee.text}</span>
                        <span className="block text-ink-600">{portal.fee.dating}</span>
                      </p>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <LookAlikes hosts={guide.lookAlikes} labels={labels} className="mt-4">
              <ul className="space-y-1.5">
                {guide.warnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </LookAlikes>
          </GuideSection>

          <GuideSection title={headings.facts}>
            <Facts facts={guide.facts} labels={labels} />
            {guide.factsInChanges ? <ToChanges line={guide.factsInChanges} heading={headings.changes} /> : null}
          </GuideSection>

          <GuideSection id={changesAnchor} title={headings.changes}>
            <Changes changes={guide.changes} labels={labels} />
          </GuideSection>

          <GuideSection title={headings.unknown}>
            <BulletList items={guide.unknown} />
          </GuideSection>

          <GuideSection title={headings.decides}>
            <p>{guide.words.decides}</p>
          </GuideSection>

          <GuideSection title={headings.atLaunch}>
            <p>{guide.atLaunch}</p>
            <LaunchMessage className="mt-3 text-ink-800" />
            <SupportLinks channels={guide.contact} className="mt-5" />
          </GuideSection>

          <GuideSection id={guideJumps.faqs} title={headings.faqs}>
            <div className="space-y-3">
              {guide.faqs.map((faq) => (
                <Disclosure key={faq.question} name="guide-faq" summary={faq.question}>
                  <p>{faq.answer}</p>
                </Disclosure>
              ))}
            </div>
          </GuideSection>

          <p className="print:hidden">
            <a href={destinationsPath} {...buttonStyle({ variant: "outline" })}>
              {exploreAllDestinations}
            </a>
          </p>
        </div>
      </div>
    </>
  );
}

/**
 * What changed, newest first, each dated by its evidence and linked to the pages that report
 * it; then the feed of every guide's changes, a file, so a plain link.
 */
function Changes({ changes, labels }: { changes: GuideView["changes"]; labels: Labels }) {
  return (
    <>
      {changes.entries.length > 0 ? (
        <ol className="divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-200">
          {changes.entries.map((change) => (
            <Change key={change.id} change={change} labels={labels} />
          ))}
        </ol>
      ) : (
        <p>{changes.words.none}</p>
      )}
      <p className="mt-4 text-sm">
        <a href={changes.feed} type="application/atom+xml" className={textLinkClass}>
          {changes.words.feed}
        </a>
      </p>
    </>
  );
}

function Change({ change, labels }: { change: ChangeView; labels: Labels }) {
  const id = useId();
  return (
    <li className="p-4 sm:p-5">
      <p id={id} className="text-ink-800">
        {change.says}
      </p>
      <Dating fact={change} labels={labels} describedBy={id} />
    </li>
  );
}

/** Links to the parts a traveller acts on, so a long guide is a tap from each (docs/decisions/0019). */
function Jumps({ headings }: { headings: GuideView["words"]["headings"] }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2
        id={id}
        className="text-sm font-bold tracking-wide text-ink-600 uppercase indic:tracking-normal indic:normal-case"
      >
        {headings.onThisPage}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-l lg:border-ink-200">
        {Object.entries(guideJumps).map(([key, fragment]) => (
          <li key={fragment}>
            <a
              href={`#${fragment}`}
              className="inline-flex min-h-10 items-center rounded-xl bg-white px-3.5 py-1.5 text-sm leading-snug font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 hover:ring-brand-300 lg:min-h-8 lg:rounded-none lg:bg-transparent lg:px-4 lg:ring-0 lg:hover:bg-transparent lg:hover:underline"
            >
              {headings[key as keyof typeof guideJumps]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The line under the dated facts that points to "What changed", where the facts recording a change are. */
function ToChanges({ line, heading }: { line: string; heading: string }) {
  const [before, after] = line.split("{changes}");
  return (
    <p className="mt-4 text-sm text-ink-700">
      {before}
      <a href={`#${changesAnchor}`} className={textLinkClass}>
        {heading}
      </a>
      {after}
    </p>
  );
}

/** The guide at a glance: beside the reading column on wide screens, above it on phones. */
function Summary({ guide }: { guide: GuideView }) {
  const { headings, labels, visaBy } = guide.words;
  const id = useId();
  const whatsapp = guide.contact.find(({ id }) => id === "whatsapp");
  return (
    <aside aria-labelledby={id}>
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
        <h2
          id={id}
          className="text-sm font-bold tracking-wide text-ink-600 uppercase indic:tracking-normal indic:normal-case"
        >
          {headings.summary}
        </h2>
        <Dated text={guide.label}>
          {(label, marks) => (
            <p {...marks} className="mt-2 text-lg font-bold text-ink-950">
              {label}
            </p>
          )}
        </Dated>
        <dl className="mt-3 space-y-2 text-sm text-ink-700">
          <Dated text={guide.kind}>
            {(kind, marks) => (
              <SummaryLine label={labels.entry} marks={marks}>
                {kind}
              </SummaryLine>
            )}
          </Dated>
          <SummaryLine label={visaBy}>
            <UnbrokenRanges text={guide.time.getTime} />
          </SummaryLine>
        </dl>
        <DatedTextsScript texts={[guide.label, guide.kind]} />
        <Dating fact={guide.ruleDating} labels={labels} />
        {whatsapp ? (
          <a
            href={whatsapp.href}
            {...externalLinkProps(whatsapp.href)}
            {...buttonStyle({ size: "md", className: "mt-5 w-full sm:w-auto lg:w-full" })}
          >
            <MessageCircle aria-hidden="true" />
            {whatsapp.label}
          </a>
        ) : null}
      </div>
    </aside>
  );
}

function SummaryLine({ label, marks, children }: { label: string; marks?: DateMarks; children: ReactNode }) {
  return (
    <div {...marks}>
      <dt className="inline font-semibold text-ink-900">{label}</dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}
