import { useEffect, useRef, useState } from "react";
import { toolPanelClass } from "~/components/ui/tool-panel";
import { textLinkClass } from "~/components/ui/text-link";
import type { Holding } from "~/config/holdings";
import type { HoldingsIndexView } from "~/lib/build/held-visa-view.server";
import { type Locale, localeSettings } from "~/config/locales";
import { combinedAnswer } from "~/lib/logic/held-visas";
import { formatNumber } from "~/lib/logic/locale-format";
import { fillTemplate } from "~/lib/logic/template";

type PickerProps = HoldingsIndexView["picker"] & { locale: Locale };

/** The boxes ticked in the picker, in the holdings' order. */
function tickedIn(root: HTMLElement): Holding[] {
  return [...root.querySelectorAll<HTMLInputElement>("input[data-holding]:checked")].map(
    (box) => box.dataset.holding as Holding,
  );
}

/**
 * The picker (decision 0026), an island started as the page loads: tick what you hold and see,
 * for each place, the best of what they open, most saved first. Its boxes are in the page's
 * HTML, so a box ticked before the script arrives is read when it starts. Hidden without
 * JavaScript, where the holdings' links below say the same, page by page.
 */
export function HoldingPicker({ words, places, holdingNames, holdingHrefs, openings, locale }: PickerProps) {
  const root = useRef<HTMLFieldSetElement>(null);
  const [ticked, setTicked] = useState<Holding[]>([]);
  useEffect(() => setTicked(tickedIn(root.current!)), []);
  const holdings = Object.keys(holdingNames) as Holding[];
  const answer = combinedAnswer(openings, ticked, places.length);
  const list = new Intl.ListFormat(localeSettings[locale].htmlLang, { type: "conjunction" });
  return (
    <div className={toolPanelClass}>
      <fieldset ref={root} onChange={() => setTicked(tickedIn(root.current!))}>
        <legend className="text-base font-bold text-ink-950">{words.hint}</legend>
        <ul className="mt-3 flex flex-wrap gap-2">
          {holdings.map((holding) => (
            <li key={holding}>
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm font-semibold text-ink-900 ring-1 ring-ink-300 has-checked:bg-brand-700 has-checked:text-white has-checked:ring-brand-700">
                <input type="checkbox" data-holding={holding} className="size-4 accent-white" />
                {holdingNames[holding]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <section aria-labelledby="picker-answer" className="mt-5">
        <h2 id="picker-answer" className="text-lg font-bold text-ink-950">
          {words.answerHeading}
        </h2>
        {/* A short line said as the ticks change; the list itself is read when reached. */}
        <p role="status" className="mt-1 text-sm text-ink-600">
          {ticked.length === 0
            ? null
            : fillTemplate(words.summary, {
                count: formatNumber(answer.opened.length, locale),
                total: formatNumber(places.length, locale),
              })}
        </p>
        {ticked.length === 0 ? (
          <p className="mt-2 text-ink-700">{words.noneTicked}</p>
        ) : (
          <>
            {answer.opened.length > 0 ? (
              <ol className="mt-3 divide-y divide-brand-100 rounded-xl bg-white ring-1 ring-brand-200">
                {answer.opened.map((opened) => (
                  <li key={opened.place} className="p-3 sm:p-4">
                    <a href={places[opened.place]!.href} className={textLinkClass}>
                      {places[opened.place]!.name}
                    </a>
                    <p className="mt-0.5 font-semibold text-brand-800">{opened.line}</p>
                    <p className="mt-0.5 text-sm text-ink-600">
                      {fillTemplate(words.through, { holding: holdingNames[opened.holding] })}
                      {" · "}
                      <a href={`${holdingHrefs[opened.holding]}#${places[opened.place]!.slug}`} className={textLinkClass}>
                        {words.readMore}
                      </a>
                    </p>
                  </li>
                ))}
              </ol>
            ) : null}
            {answer.unopened.length > 0 ? (
              <p className="mt-3 text-ink-700">
                {fillTemplate(words.nothingFor, {
                  places: list.format(answer.unopened.map((place) => places[place]!.name)),
                })}
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
