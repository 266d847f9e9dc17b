// What the trip-date planner says for a date: the window counted from the visitor's day
// (apply-window.ts) and said in the page's words. Loaded on demand (use-trip-answer.ts), so the
// planner island's own script leaves it out (docs/performance.md).
import type { Locale } from "~/config/locales";
import type { GuideView } from "~/lib/build/guide-view.server";
import {
  type AimFigures,
  type ApplyAim,
  type ApplyAnswer,
  type ApplyWindowDays,
  aimToApply,
  planApplication,
} from "~/lib/logic/apply-window";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { formatMonth, formatNumber } from "~/lib/logic/locale-format";
import { fillTemplate } from "~/lib/logic/template";

export type PlannerWords = GuideView["words"]["planner"];

/** An answer: its kind, the sentence to lead with (in bold) and the sentences after it. */
export interface TripAnswer {
  kind: ApplyAnswer["kind"];
  lead: string;
  more: string[];
}

/**
 * The answer for a trip date the field holds, on the visitor's day in India (as dated texts read
 * it): where one may apply, the day to aim for and why first, then the window; none for no date.
 */
export function answerTrip(
  trip: string,
  { days, aim, schemeEndsOn }: { days: ApplyWindowDays; aim: AimFigures; schemeEndsOn: string | null },
  words: PlannerWords,
  locale: Locale,
): TripAnswer | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trip)) return null;
  const today = todayInIndia();
  const answer = planApplication(trip, today, days, schemeEndsOn);
  const date = (day: string) => formatGuideDate(day, locale);
  const said = sayAnswer(answer, words, date);
  const target = answer.kind === "now" || answer.kind === "tooEarly" ? aimToApply(trip, today, days, aim) : null;
  if (target === null) return { kind: answer.kind, lead: said, more: [] };
  const reasons = [sayWhy(target, words, locale)];
  if (target.peak && aim.peakMonths)
    reasons.push(
      fillTemplate(words.aim.peak, {
        from: formatMonth(aim.peakMonths[0]!, locale),
        to: formatMonth(aim.peakMonths.at(-1)!, locale),
      }),
    );
  // Where the day to aim for is the last day itself, the window's sentence says it already.
  if (answer.kind === "now" && target.by === answer.until) return { kind: answer.kind, lead: said, more: reasons };
  const lead = target.passed
    ? fillTemplate(words.aim.passed, { date: date(target.by) })
    : fillTemplate(target.firstDay ? words.aim.firstDay : words.aim.by, { date: date(target.by) });
  return { kind: answer.kind, lead, more: [...reasons, said] };
}

/** What the day to aim for allows: the longest decision, the wait, or that no wait is counted. */
function sayWhy({ decisionDays, waitDays, waitNotKnown }: ApplyAim, words: PlannerWords, locale: Locale): string {
  const values = { decision: formatNumber(decisionDays ?? 0, locale), wait: formatNumber(waitDays ?? 0, locale) };
  if (decisionDays === null) return fillTemplate(words.aim.wait, values);
  if (waitDays !== null) return fillTemplate(words.aim.decisionAndWait, values);
  return fillTemplate(waitNotKnown ? words.aim.decisionNoWait : words.aim.decision, values);
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
