import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import type { Locale } from "~/config/locales";
import { LocaleContext, useLocale } from "~/lib/hooks/use-locale";
import type { AimFigures, ApplyWindowDays } from "~/lib/logic/apply-window";
import type { PlannerWords } from "./trip-answer";
import { tripField, useTripAnswer } from "./use-trip-answer";
import { toolFieldClass, toolLabelClass, toolPanelClass } from "~/components/ui/tool-panel";
import { joinClasses } from "~/lib/logic/utils";

/**
 * The trip-date planner (decision 0019): a native date field whose answer is announced in a
 * live region, an island (docs/architecture.md). A date typed before the island started is kept
 * by the browser (the field is not controlled, so starting leaves it) and answered as it starts;
 * a form sent before then reloads the page with `?trip=`, which is answered the same way, an
 * empty one too: a form sent without a date asks for one. The answer's code is loaded on demand
 * (use-trip-answer.ts, docs/performance.md). Without JavaScript it is hidden (`noscript:`): the window in words above says it all.
 */
export function TripPlanner({
  days,
  aim,
  schemeEndsOn,
  words,
  tooEarly,
  tooLate,
}: {
  days: ApplyWindowDays;
  /** What the day to aim for counts besides the window. */
  aim: AimFigures;
  /** The last day of the temporary scheme the window is for, or null. */
  schemeEndsOn: string | null;
  words: PlannerWords;
  /** The guide's own advice for a trip too far off, and for one too soon. */
  tooEarly: string;
  tooLate: string;
}) {
  const locale = useLocale();
  const field = useRef<HTMLInputElement>(null);
  // The date answered; the first render has none, as the HTML built had none, so the island starts on it.
  const [trip, setTrip] = useState("");
  // The form was sent with no date: the live region asks for one until a date is chosen.
  const [sentEmpty, setSentEmpty] = useState(false);
  const { answerTrip, load } = useTripAnswer(trip);

  useEffect(() => {
    const input = field.current!;
    const sent = new URLSearchParams(window.location.search).get(tripField);
    if (!input.value && sent) input.value = sent;
    setTrip(input.value);
    // A form sent without a date before the scripts ran (`?trip=`).
    setSentEmpty(!input.value && sent === "");
  }, [days]);

  const answer = answerTrip?.(trip, { days, aim, schemeEndsOn }, words, locale);
  const advice = answer?.kind === "tooEarly" ? tooEarly : answer?.kind === "tooLate" ? tooLate : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const { value } = field.current!;
        setTrip(value);
        setSentEmpty(!value);
      }}
      className={toolPanelClass}
    >
      <h3 className="font-bold text-ink-950">{words.heading}</h3>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <label className={joinClasses(toolLabelClass, "min-w-0")}>
          {words.label}
          <input
            ref={field}
            name={tripField}
            type="date"
            onFocus={load}
            onPointerDown={load}
            onChange={(event) => {
              setTrip(event.currentTarget.value);
              setSentEmpty(false);
            }}
            className={toolFieldClass}
          />
        </label>
        <Button type="submit" variant="outline" size="md">
          {words.submit}
        </Button>
      </div>
      <p role="status" className="mt-3 text-ink-800">
        {sentEmpty && !trip ? <strong className="block text-ink-950">{words.empty}</strong> : null}
        {/* Spaces between the blocks, so the region's text reads as sentences. */}
        {answer ? <strong className="mb-1 block text-ink-950">{answer.lead}</strong> : null}
        {answer && answer.more.length > 0 ? <span className="mb-1 block"> {answer.more.join(" ")}</span> : null}
        {advice ? ` ${advice}` : null}
      </p>
    </form>
  );
}

/** The planner as an island (docs/architecture.md): Astro starts it when it scrolls into view. */
export function TripPlannerIsland({ locale, ...planner }: { locale: Locale } & Parameters<typeof TripPlanner>[0]) {
  return (
    <LocaleContext value={locale}>
      <TripPlanner {...planner} />
    </LocaleContext>
  );
}
