/**
 * When to apply for a trip (decision 0019): from a guide's window, in days before the trip as its
 * evidence gives them, and the visitor's day. Pure, on ISO dates (YYYY-MM-DD), which compare as
 * strings; days are counted in UTC so no clock change moves a date.
 */

/** A guide's window: each figure in days before the trip, null where the evidence gives none. */
export interface ApplyWindowDays {
  earliestDays: number | null;
  latestDays: number | null;
  processingDays: number | null;
  waitDays: number | null;
}

/**
 * What the date to aim for counts besides the window (facts README, "applyWindow"): the longest
 * a decision can take where it exceeds `processingDays`, the appointment wait reported
 * ("notKnown" where there is an appointment but no figure; null where there is none to wait for,
 * or `waitDays` counts it) and the months (1 to 12) of the peak season the evidence names.
 */
export interface AimFigures {
  longestProcessingDays: number | null;
  appointmentWaitDays: number | "notKnown" | null;
  peakMonths: readonly number[] | null;
}

/** The day to aim to apply by, and what it allows for. */
export interface ApplyAim {
  /** The day: the trip less the longest decision and wait, never before the first day or after the last. */
  by: string;
  /** `by` is the window's first day: the time counted back reaches further. */
  firstDay: boolean;
  /** `by` is before today: apply as soon as possible. */
  passed: boolean;
  /** The longest decision counted, or null where no figure is known. */
  decisionDays: number | null;
  /** The wait counted (appointment or interview), or null where none is counted. */
  waitDays: number | null;
  /** There is an appointment to wait for, but no figure for the wait: none is counted. */
  waitNotKnown: boolean;
  /** The trip or the day to apply falls in the peak season. */
  peak: boolean;
}

/** What the planner says for a trip date. */
export type ApplyAnswer =
  /** The trip's first day is before today. */
  | { kind: "past" }
  /** Before the earliest day: apply from `from` (until `until`, when the window has a latest day). */
  | { kind: "tooEarly"; from: string; until: string | null }
  /** Apply now, by `until` at the latest (null: no latest day, so before the trip). */
  | { kind: "now"; until: string | null }
  /** Past the latest day: it was `latest`. */
  | { kind: "tooLate"; latest: string }
  /** After the last day of the temporary scheme the window is for: what follows is not announced. */
  | { kind: "afterSchemeEnd"; endsOn: string };

/** Whether a window has a figure a trip date can be counted from: the planner is shown only then. */
export function hasFigures(window: ApplyWindowDays): boolean {
  return Object.values(window).some((days) => days !== null);
}

/** The ISO date `days` days before an ISO date. */
export function daysBefore(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

/**
 * The first and last days to apply for a trip starting on `trip`. The earliest is the window's
 * earliest day. The latest is the later-binding of the latest day the rules set and the time a
 * visa takes (the appointment wait plus the decision, either alone where the other is not
 * known): whichever lies further before the trip. Null where the window gives no figure for it.
 */
export function applyDates(trip: string, window: ApplyWindowDays): { earliest: string | null; latest: string | null } {
  const { earliestDays, latestDays, processingDays, waitDays } = window;
  const takes = processingDays === null && waitDays === null ? null : (processingDays ?? 0) + (waitDays ?? 0);
  const leads = [latestDays, takes].filter((days): days is number => days !== null);
  return {
    earliest: earliestDays === null ? null : daysBefore(trip, earliestDays),
    latest: leads.length === 0 ? null : daysBefore(trip, Math.max(...leads)),
  };
}

const monthOf = (date: string) => Number(date.slice(5, 7));

/**
 * The day to aim to apply by for a trip starting on `trip`, on `today` (only for an answer of
 * "now" or "tooEarly"): the trip less the longest the decision can take and the wait, so a
 * visa refused or slow still leaves time. Null where the window has no decision or wait figure
 * (an arrival card, an ETA), where the legal days are all there is to say.
 */
export function aimToApply(
  trip: string,
  today: string,
  window: ApplyWindowDays,
  { longestProcessingDays, appointmentWaitDays, peakMonths }: AimFigures,
): ApplyAim | null {
  const decisionDays = longestProcessingDays ?? window.processingDays;
  const waitDays = window.waitDays ?? (typeof appointmentWaitDays === "number" ? appointmentWaitDays : null);
  if (decisionDays === null && waitDays === null) return null;
  const { earliest, latest } = applyDates(trip, window);
  let by = daysBefore(trip, (decisionDays ?? 0) + (waitDays ?? 0));
  if (latest !== null && by > latest) by = latest;
  const firstDay = earliest !== null && by <= earliest;
  if (firstDay) by = earliest;
  return {
    by,
    firstDay,
    passed: by < today,
    decisionDays,
    waitDays,
    waitNotKnown: waitDays === null && appointmentWaitDays === "notKnown",
    peak: peakMonths !== null && [trip, by].some((day) => peakMonths.includes(monthOf(day))),
  };
}

/**
 * What to do for a trip starting on `trip`, on `today` (the visitor's day in India). A window that
 * belongs to a temporary scheme ending on `schemeEndsOn` does not time a trip after that day.
 */
export function planApplication(
  trip: string,
  today: string,
  window: ApplyWindowDays,
  schemeEndsOn: string | null = null,
): ApplyAnswer {
  if (trip < today) return { kind: "past" };
  if (schemeEndsOn !== null && trip > schemeEndsOn) return { kind: "afterSchemeEnd", endsOn: schemeEndsOn };
  const { earliest, latest } = applyDates(trip, window);
  if (latest !== null && today > latest) return { kind: "tooLate", latest };
  if (earliest !== null && today < earliest) return { kind: "tooEarly", from: earliest, until: latest };
  return { kind: "now", until: latest };
}
