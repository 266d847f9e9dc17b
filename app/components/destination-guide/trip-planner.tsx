import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { GuideView } from "~/lib/build/guide-view.server";
import { useLocale } from "~/lib/hooks/use-locale";
import { type ApplyAnswer, type ApplyWindowDays, planApplication } from "~/lib/logic/apply-window";
import { formatGuideDate, todayInIndia } from "~/lib/logic/destination-guides";
import { fillTemplate } from "~/lib/logic/template";

type PlannerWords = GuideView["words"]["planner"];

/** The field's name, and the query a form sent before the scripts ran carries the date in. */
const tripField = "trip";

/** The answer for a trip date the field holds, on the visitor's day in India (as dated texts read it); none for no date. */
function answerFor(trip: string, days: ApplyWindowDays): ApplyAnswer | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(trip) ? planApplication(trip, todayInIndia(), days) : null;
}

/**
 * The trip-date planner (decision 0019): a native date field whose answer is announced in a
 * live region. A date typed before the scripts ran is kept by the browser (the field is not
 * controlled, so hydration leaves it) and answered on hydration; a form sent before them
 * reloads the page with `?trip=`, which is answered the same way.
 */
export function TripPlanner({
  days,
  words,
  tooEarly,
  tooLate,
}: {
  days: ApplyWindowDays;
  words: PlannerWords;
  /** The guide's own advice for a trip too far off, and for one too soon. */
  tooEarly: string;
  tooLate: string;
}) {
  const locale = useLocale();
  const field = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<ApplyAnswer | null>(null);

  useEffect(() => {
    const input = field.current!;
    const sent = new URLSearchParams(window.location.search).get(tripField);
    if (!input.value && sent) input.value = sent;
    // The first render has no answer, as the pre-rendered page had none: hydration matches it.
    setAnswer(answerFor(input.value, days));
  }, [days]);

  // No-break spaces: a date in the answer is never split across lines ("23 / November 2026").
  const date = (day: string) => formatGuideDate(day, locale).replaceAll(" ", "\u00a0");
  const said = answer && sayAnswer(answer, words, date);
  const advice = answer?.kind === "tooEarly" ? tooEarly : answer?.kind === "tooLate" ? tooLate : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setAnswer(answerFor(field.current!.value, days));
      }}
      className="mt-6 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5 print:hidden"
    >
      <h3 className="font-bold text-ink-950">{words.heading}</h3>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold text-ink-900">
          {words.label}
          <input
            ref={field}
            name={tripField}
            type="date"
            onChange={(event) => setAnswer(answerFor(event.currentTarget.value, days))}
            className="h-11 rounded-xl border border-ink-300 bg-white px-3 text-base font-normal text-ink-950"
          />
        </label>
        <Button type="submit" variant="outline" size="md">
          {words.submit}
        </Button>
      </div>
      <p role="status" className="mt-3 text-ink-800">
        {said ? <strong className="block text-ink-950">{said}</strong> : null}
        {advice}
      </p>
    </form>
  );
}

function sayAnswer(answer: ApplyAnswer, words: PlannerWords, date: (day: string) => string): string {
  switch (answer.kind) {
    case "past":
      return words.past;
    case "tooLate":
      return fillTemplate(words.tooLate, { latest: date(answer.latest) });
    case "tooEarly":
      return answer.until === null
        ? fillTemplate(words.tooEarly, { from: date(answer.from) })
        : fillTemplate(words.tooEarlyUntil, { from: date(answer.from), until: date(answer.until) });
    case "now":
      return answer.until === null ? words.now : fillTemplate(words.nowUntil, { until: date(answer.until) });
  }
}
