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
