// What the trip-date planner says for a date: the window counted from the visitor's day
// (apply-window.ts) and said in the page's words. Loaded on demand (use-trip-answer.ts), so the
// planner island's own script leaves it out (docs/performance.md).
import type { Locale } from "~/config/locales";
import type { GuideView } from "~/lib/build/guide-view.server";
import { type ApplyAnswer, type ApplyWindowDays, planApplication } from "~/lib/logic/apply-window";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { fillTemplate } from "~/lib/logic/template";

export type PlannerWords = GuideView["words"]["planner"];

/**
 * The answer for a trip date the field holds, on the visitor's day in India (as dated texts read
 * it): its kind and its words; none for no date.
 */
export function answerTrip(
  trip: string,
  { days, schemeEndsOn }: { days: ApplyWindowDays; schemeEndsOn: string | null },
  words: PlannerWords,
  locale: Locale,
): { kind: ApplyAnswer["kind"]; said: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trip)) return null;
  const answer = planApplication(trip, todayInIndia(), days, schemeEndsOn);
  return { kind: answer.kind, said: sayAnswer(answer, words, (day) => formatGuideDate(day, locale)) };
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
    case "afterSchemeEnd":
      return fillTemplate(words.afterSchemeEnd, { date: date(answer.endsOn) });
  }
}
