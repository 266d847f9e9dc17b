import { useEffect, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { SchengenView } from "~/lib/build/schengen-view.server";
import { type SchengenAnswer, type SchengenStay, schengenCountry } from "~/lib/logic/schengen-country";
import { fillTemplate } from "~/lib/logic/template";
import { toolFieldClass, toolLabelClass, toolPanelClass } from "~/components/ui/tool-panel";
import { joinClasses } from "~/lib/logic/utils";
import { textLinkClass } from "~/components/ui/text-link";

type HelperProps = SchengenView["helper"];

/**
 * "Which country do I apply to?" (shared.json's `schengenWhereToApply`): the Schengen states of
 * a trip in the order entered, with the days in each, and the state to apply to, announced in
 * a live region. An island (docs/architecture.md): its fields are not controlled, so what is
 * chosen or typed before it starts stays and is read as it starts, and the recorder makes a
 * tap on its buttons again once it has. Without JavaScript it is hidden (`noscript:`): the
 * rule above it says the same.
 */
export function SchengenHelper({ words, states, homeCountry, lang }: HelperProps) {
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  // Each row's key; a row added takes the next number, so removing one never reuses a key.
  const [rows, setRows] = useState([0, 1]);
  const nextRow = useRef(rows.length);
  // The stays read from the form; none before the island starts, as in the HTML built.
  const [stays, setStays] = useState<SchengenStay[]>([]);

  const read = () => {
    const data = new FormData(form.current!);
    const days = data.getAll("days");
    setStays(
      data.getAll("country").map((country, index) => ({
        country: String(country),
        days: days[index] === "" ? Number.NaN : Number(days[index]),
      })),
    );
  };
  const addButton = useRef<HTMLButtonElement>(null);
  // Where focus goes once rows change: a row added, its country; a row removed, the add button.
  const focusAfter = useRef<"added" | "removed" | null>(null);
  // On starting, and after a row is added or removed.
  useEffect(() => {
    read();
    if (focusAfter.current === "added") form.current!.querySelector<HTMLSelectElement>("li:last-child select")!.focus();
    if (focusAfter.current === "removed") addButton.current!.focus();
    focusAfter.current = null;
  }, [rows]);

  const answer = schengenCountry(stays);
  return (
    <form
      ref={form}
      aria-labelledby={headingId}
      onChange={read}
      onSubmit={(event) => {
        event.preventDefault();
        read();
      }}
      className={toolPanelClass}
    >
      <h3 id={headingId} className="font-bold text-ink-950">
        {words.heading}
      </h3>
      <p className="mt-1 text-ink-800">{words.intro}</p>
      <ol className="mt-4 space-y-3">
        {rows.map((row, index) => {
          const number = String(index + 1);
          return (
            <li
              key={row}
              className="flex flex-wrap items-end gap-3 border-t border-brand-200 pt-3 first:border-t-0 first:pt-0"
            >
              <label className={joinClasses(toolLabelClass, "min-w-0 flex-1 basis-48")}>
                {fillTemplate(words.country, { number })}
                <select name="country" defaultValue={index === 0 ? homeCountry : ""} className={toolFieldClass}>
                  <option value="">{words.choose}</option>
                  {states.map(({ code, name }) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </label>
              <label className={joinClasses(toolLabelClass, "w-40")}>
                {fillTemplate(words.days, { number })}
                <input name="days" type="number" inputMode="numeric" min={1} step={1} className={toolFieldClass} />
              </label>
              {rows.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={fillTemplate(words.remove, { number })}
                  onClick={() => {
                    focusAfter.current = "removed";
                    setRows(rows.filter((other) => other !== row));
                  }}
                >
                  {/* Characters, not icons: lucide's runtime (1.3 kB brotli) is more than a guide's script budget has left. */}
                  <span aria-hidden="true" className="text-2xl leading-none before:content-['×']" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="md"
        wrap
        className="mt-3"
        ref={addButton}
        onClick={() => {
          focusAfter.current = "added";
          setRows([...rows, nextRow.current++]);
        }}
      >
        <span aria-hidden="true" className="text-xl leading-none before:content-['+']" />
        {words.add}
      </Button>
      <div role="status" className="mt-4 text-ink-800">
        {answer ? <Answer answer={answer} words={words} states={states} homeCountry={homeCountry} lang={lang} /> : null}
      </div>
    </form>
  );
}

/** The state to apply to and why, then our guide to it or, without one, where to apply. */
function Answer({
  answer,
  words,
  states,
  homeCountry,
  lang,
}: { answer: SchengenAnswer } & Pick<HelperProps, "words" | "states" | "homeCountry" | "lang">) {
  const nameOf = (code: string) => states.find((state) => state.code === code)?.name ?? code;
  const country = nameOf(answer.country);
  const guide = states.find((state) => state.code === answer.country)?.guide ?? null;
  const tied =
    answer.kind === "enteredFirst"
      ? new Intl.ListFormat(lang, { type: "conjunction" }).format(answer.tied.map(nameOf))
      : "";
  return (
    <>
      <strong className="block text-ink-950">{fillTemplate(words[answer.kind], { country, tied })}</strong>
      {/* The guide the visitor is reading needs no link to itself. */}
      {answer.country === homeCountry ? null : guide ? (
        <a href={guide} className={`mt-1 inline-block ${textLinkClass}`}>
          {fillTemplate(words.ourGuide, { country })}
        </a>
      ) : (
        <p className="mt-1">{fillTemplate(words.noGuide, { country })}</p>
      )}
    </>
  );
}
