import { TriangleAlert } from "lucide-react";
import { Facts, OfficialLink } from "~/components/destination-guide/guide-blocks";
import { Dated, DatedTextsScript } from "~/components/dated-text";
import { LaunchMessage } from "~/components/launch-message";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { BulletList } from "~/components/ui/bullet-list";
import { Disclosure } from "~/components/ui/disclosure";
import { textLinkClass } from "~/components/ui/text-link";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { HoldingView, Opening, PlaceAnswer } from "~/lib/build/held-visa-view.server";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { HoldingLinks } from "./holding-links";

type Words = HoldingView["words"];

/**
 * What one visa or permit held from another country opens (decision 0026): each place it opens,
 * most saved first, with its entry, stay, fee, conditions and dated sources; then each place
 * where it changes nothing and why; then the other holdings' pages.
 */
export function HoldingPage({ holding }: { holding: HoldingView }) {
  const locale = useLocale();
  const { pageLabels } = useShellContent();
  const { words } = holding;
  const crumbs = [
    { name: pageLabels.home, path: localizePath(paths.home, locale) },
    { name: pageLabels.visaYouHold, path: words.indexHref },
    { name: holding.name, path: localizePath(holding.path, locale) },
  ];
  return (
    <>
      <div className="border-b border-ink-100 bg-linear-to-b from-brand-50 to-white">
        <div className="container-page py-8 sm:py-12">
          <Breadcrumbs label={words.breadcrumbLabel} crumbs={crumbs} />
          <h1 className="mt-5 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl lg:text-5xl">
            {holding.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-ink-700">{holding.about}</p>
          <LaunchMessage className="mt-3 max-w-2xl text-ink-800" />
        </div>
      </div>

      <div className="container-page max-w-4xl space-y-12 py-8 sm:py-12">
        <section aria-labelledby="opens-heading">
          <h2 id="opens-heading" className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
            {words.opensHeading}
          </h2>
          {holding.opened.length > 0 ? (
            <ul className="space-y-6">
              {holding.opened.map((answer) => (
                <OpenedPlace key={answer.slug} answer={answer} opening={answer.opening!} words={words} />
              ))}
            </ul>
          ) : (
            <p className="text-ink-700">{words.noneOpen}</p>
          )}
        </section>

        <section aria-labelledby="nothing-heading">
          <h2 id="nothing-heading" className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
            {words.nothingHeading}
          </h2>
          <ul className="divide-y divide-ink-100 rounded-2xl bg-white ring-1 ring-ink-200">
            {holding.unopened.map((answer) => (
              <UnopenedPlace key={answer.slug} answer={answer} words={words} />
            ))}
          </ul>
          <DatedTextsScript texts={holding.unopened.flatMap(({ nothing, usualRule }) => [nothing, usualRule])} />
        </section>

        <section aria-labelledby="others-heading">
          <h2 id="others-heading" className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
            {words.allHoldings}
          </h2>
          <HoldingLinks links={holding.others} />
        </section>
      </div>
    </>
  );
}

function OpenedPlace({ answer, opening, words }: { answer: PlaceAnswer; opening: Opening; words: Words }) {
  const headingId = `${answer.slug}-heading`;
  return (
    <li id={answer.slug} aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-6">
      <h3 id={headingId} className="text-xl font-bold text-ink-950">
        <a href={answer.guideHref} className="underline-offset-4 hover:text-brand-800 hover:underline">
          {answer.name}
        </a>
      </h3>
      <p className="mt-1 font-semibold text-brand-800">{opening.entryLabel}</p>
      <dl className="mt-3 space-y-1 text-ink-800">
        <div>
          <dt className="inline font-semibold text-ink-950">{words.stay}</dt>
          <dd className="inline">{opening.stay}</dd>
        </div>
        <div>
          <dt className="inline font-semibold text-ink-950">{words.fee}</dt>
          <dd className="inline">
            {opening.fee.text}
            {opening.fee.rupees ? <span className="block text-sm text-ink-600">{opening.fee.rupees}</span> : null}
          </dd>
        </div>
        {opening.url ? (
          <div className="min-w-0">
            <dt className="inline font-semibold text-ink-950">{words.whereToGet}</dt>
            <dd className="inline">
              <OfficialLink url={opening.url.href} host={opening.url.host} labels={words.labels} />
            </dd>
          </div>
        ) : null}
      </dl>
      {opening.uncertain ? (
        <p className="mt-4 flex gap-2 rounded-xl bg-saffron-50 p-3 text-ink-900 ring-1 ring-saffron-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-saffron-700" />
          <span>{words.uncertain}</span>
        </p>
      ) : null}
      <h4 className="mt-4 font-bold text-ink-950">{words.conditions}</h4>
      <p className="mt-1 text-ink-700">{opening.who}</p>
      <BulletList items={opening.conditions} className="mt-2 text-ink-700" />
      {/* Each answer's dated sources, one tap away: a place's evidence ran to several screens on a phone. */}
      <Disclosure summary={words.facts} className="mt-4 shadow-none">
        <Facts facts={opening.facts} labels={words.labels} />
      </Disclosure>
      <p className="mt-4">
        <a href={answer.guideHref} className={textLinkClass}>
          {answer.readGuide}
        </a>
      </p>
    </li>
  );
}

function UnopenedPlace({ answer, words }: { answer: PlaceAnswer; words: Words }) {
  return (
    <li id={answer.slug} className="p-4 sm:p-5">
      <h3 className="font-bold">
        <a href={answer.guideHref} className={textLinkClass}>
          {answer.name}
        </a>
      </h3>
      <Dated text={answer.nothing}>
        {(nothing, marks) => (
          <p {...marks} className="mt-1 text-ink-800">
            {nothing}
          </p>
        )}
      </Dated>
      <Dated text={answer.usualRule}>
        {(usualRule, marks) => (
          <p {...marks} className="mt-1 text-ink-800">
            <strong className="font-semibold text-ink-950">{words.usualRule}</strong>
            {usualRule}
          </p>
        )}
      </Dated>
      {answer.opening ? (
        <>
          <BulletList items={answer.opening.conditions} className="mt-2 text-ink-700" />
          <Disclosure summary={words.facts} className="mt-3 shadow-none">
            <Facts facts={answer.opening.facts} labels={words.labels} />
          </Disclosure>
        </>
      ) : null}
    </li>
  );
}
