import { ArrowDown, TriangleAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { textLinkClass } from "~/components/ui/text-link";
import { toolPanelClass } from "~/components/ui/tool-panel";
import type { Holding } from "~/config/holdings";
import { type Locale, localeSettings } from "~/config/locales";
import type { HoldingsIndexView } from "~/lib/build/held-visa-view.server";
import { combinedAnswer } from "~/lib/logic/held-visas";
import { formatNumber } from "~/lib/logic/locale-format";
import { fillTemplate } from "~/lib/logic/template";
import { joinClasses } from "~/lib/logic/utils";

interface Ticked {
  holding: Holding;
  /** As the page names it, beside its box. */
  name: string;
}

/** The boxes ticked in the list, in its order, each with the holding's name as the list shows it. */
function tickedIn(root: HTMLElement): Ticked[] {
  return [...root.querySelectorAll<HTMLInputElement>("input[data-holding]:checked")].map((box) => ({
    holding: box.dataset.holding as Holding,
    name: root.querySelector(`#holding-${box.dataset.holding}`)?.textContent ?? "",
  }));
}

/**
 * The picker (decision 0026), an island started as the page loads: tick what you hold in the
 * list of holdings (static HTML in its slot, `HoldingChoices`) and see, for each place, the
 * best of what they open, most saved first. A box ticked before the script arrives is read
 * when it starts. Without JavaScript the boxes and the answer are hidden: the links remain.
 */
export function HoldingPicker({
  words,
  places,
  holdingHrefs,
  openings,
  locale,
  children,
}: HoldingsIndexView["picker"] & { locale: Locale; children?: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState<Ticked[]>([]);
  useEffect(() => {
    const root = list.current!;
    const read = () => setTicked(tickedIn(root));
    read();
    root.addEventListener("change", read);
    return () => root.removeEventListener("change", read);
  }, []);
  const answer = combinedAnswer(
    openings,
    ticked.map(({ holding }) => holding),
    places.length,
  );
  const nameOf = (holding: Holding) => ticked.find((tick) => tick.holding === holding)!.name;
  const placeList = new Intl.ListFormat(localeSettings[locale].htmlLang, { type: "conjunction" });
  const summary =
    ticked.length === 0
      ? words.noneTicked
      : fillTemplate(words.summary, {
          count: formatNumber(answer.opened.length, locale),
          total: formatNumber(places.length, locale),
        });
  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
      <div>
        <p className="mb-4 text-ink-700 noscript:hidden">{words.hint}</p>
        <div ref={list}>{children}</div>
        {/* On a phone the answer is below the list: a bar held at the foot of the screen, while the list is in view, leads there. */}
        {ticked.length > 0 ? (
          <a
            href="#picker-answer"
            className="sticky bottom-4 z-30 mt-4 flex min-h-12 items-center justify-between gap-3 rounded-2xl bg-brand-800 px-4 py-3 font-semibold text-white shadow-lg lg:hidden"
          >
            {summary}
            <ArrowDown aria-hidden="true" className="size-5 shrink-0" />
          </a>
        ) : null}
      </div>
      <section
        aria-labelledby="picker-answer"
        className={joinClasses(
          toolPanelClass,
          "lg:sticky lg:top-[calc(var(--header-height)+1.5rem)] lg:mt-0 noscript:hidden",
        )}
      >
        <h3 id="picker-answer" className="text-lg font-bold text-ink-950">
          {words.answerHeading}
        </h3>
        {/* A short line said as the ticks change; the list itself is read when reached. */}
        <p role="status" className="mt-1 text-ink-700">
          {summary}
        </p>
        {answer.opened.length > 0 ? (
          <ol className="mt-3 divide-y divide-brand-100 rounded-xl bg-white ring-1 ring-brand-200">
            {answer.opened.map((opened) => {
              const place = places[opened.place]!;
              return (
                <li key={place.slug} className="p-3 sm:p-4">
                  <a href={place.href} className={textLinkClass}>
                    {place.name}
                  </a>
                  <p className="mt-0.5 font-semibold text-brand-800">{opened.line}</p>
                  {opened.uncertain ? (
                    <p className="mt-1 flex gap-1.5 text-sm text-ink-800">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-700" />
                      {words.uncertain}
                    </p>
                  ) : null}
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-ink-600">
                    <span>{fillTemplate(words.through, { holding: nameOf(opened.holding) })}</span>
                    <a href={`${holdingHrefs[opened.holding]}#${place.slug}`} className={textLinkClass}>
                      {words.readMore}
                    </a>
                  </p>
                </li>
              );
            })}
          </ol>
        ) : null}
        {ticked.length > 0 && answer.unopened.length > 0 ? (
          <p className="mt-3 text-ink-700">
            {fillTemplate(words.nothingFor, {
              places: placeList.format(answer.unopened.map((place) => places[place]!.name)),
            })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
