import { describe, expect, it } from "vitest";
import {
  type AimFigures,
  type ApplyWindowDays,
  aimToApply,
  applyDates,
  daysBefore,
  hasFigures,
  planApplication,
} from "./apply-window";

/** A Schengen-like window: from 180 days before the trip to 15 days before, decided in 15 days. */
const schengen: ApplyWindowDays = { earliestDays: 180, latestDays: 15, processingDays: 15, waitDays: null };
/** A window like the United States': no earliest or latest day, only an interview wait. */
const interviewWait: ApplyWindowDays = { earliestDays: null, latestDays: null, processingDays: null, waitDays: 300 };
const none: ApplyWindowDays = { earliestDays: null, latestDays: null, processingDays: null, waitDays: null };

describe("the days to apply for a trip", () => {
  it("counts back in calendar days, across month, year and leap days", () => {
    expect(daysBefore("2027-03-01", 1)).toBe("2027-02-28");
    expect(daysBefore("2028-03-01", 1)).toBe("2028-02-29");
    expect(daysBefore("2027-01-10", 15)).toBe("2026-12-26");
    expect(daysBefore("2027-05-01", 0)).toBe("2027-05-01");
  });

  it("takes the latest day from whichever lies further before the trip: the rule's day or the time a visa takes", () => {
    expect(applyDates("2027-06-30", schengen)).toEqual({ earliest: "2027-01-01", latest: "2027-06-15" });
    // A wait and a decision add up, and beat a later latest day.
    expect(applyDates("2027-06-30", { ...schengen, waitDays: 20 }).latest).toBe("2027-05-26");
    // Either alone counts where the other is not known.
    expect(applyDates("2027-06-30", { ...none, processingDays: 10 }).latest).toBe("2027-06-20");
    expect(applyDates("2027-06-30", interviewWait)).toEqual({ earliest: null, latest: "2026-09-03" });
    // Up to the day of travel.
    expect(applyDates("2027-06-30", { ...none, earliestDays: 3, latestDays: 0 })).toEqual({
      earliest: "2027-06-27",
      latest: "2027-06-30",
    });
    expect(applyDates("2027-06-30", { ...none, earliestDays: 90 })).toEqual({ earliest: "2027-04-01", latest: null });
  });

  it("says apply now between the window's edges, both days included", () => {
    expect(planApplication("2027-06-30", "2027-01-01", schengen)).toEqual({ kind: "now", until: "2027-06-15" });
    expect(planApplication("2027-06-30", "2027-06-15", schengen)).toEqual({ kind: "now", until: "2027-06-15" });
    expect(planApplication("2027-06-30", "2027-03-10", schengen)).toEqual({ kind: "now", until: "2027-06-15" });
  });

  it("says too early the day before the earliest day, with the dates to apply between", () => {
    expect(planApplication("2027-06-30", "2026-12-31", schengen)).toEqual({
      kind: "tooEarly",
      from: "2027-01-01",
      until: "2027-06-15",
    });
    expect(planApplication("2027-06-30", "2027-03-31", { ...none, earliestDays: 90 })).toEqual({
      kind: "tooEarly",
      from: "2027-04-01",
      until: null,
    });
  });

  it("says too late the day after the latest day, naming it", () => {
    expect(planApplication("2027-06-30", "2027-06-16", schengen)).toEqual({ kind: "tooLate", latest: "2027-06-15" });
    // The US: an interview wait longer than the time left.
    expect(planApplication("2027-03-01", "2026-11-26", interviewWait)).toEqual({
      kind: "tooLate",
      latest: "2026-05-05",
    });
    expect(planApplication("2027-09-30", "2026-11-26", interviewWait)).toEqual({ kind: "now", until: "2026-12-04" });
  });

  it("says a trip before today has passed; a trip today is not past", () => {
    expect(planApplication("2026-11-25", "2026-11-26", schengen)).toEqual({ kind: "past" });
    expect(planApplication("2026-11-26", "2026-11-26", { ...none, earliestDays: 3, latestDays: 0 })).toEqual({
      kind: "now",
      until: "2026-11-26",
    });
  });

  it("does not time a trip after a temporary scheme's last day by the scheme's window", () => {
    const scheme = { ...none, earliestDays: 3, latestDays: 0 };
    expect(planApplication("2027-01-24", "2026-11-26", scheme, "2026-12-31")).toEqual({
      kind: "afterSchemeEnd",
      endsOn: "2026-12-31",
    });
    expect(planApplication("2026-12-31", "2026-11-26", scheme, "2026-12-31")).toEqual({
      kind: "tooEarly",
      from: "2026-12-28",
      until: "2026-12-31",
    });
    expect(planApplication("2026-11-25", "2026-11-26", scheme, "2026-11-20")).toEqual({ kind: "past" });
  });

  it("has no dates where the window has no figure, and then no planner", () => {
    expect(applyDates("2027-06-30", none)).toEqual({ earliest: null, latest: null });
    expect(planApplication("2027-06-30", "2026-11-26", none)).toEqual({ kind: "now", until: null });
    expect(hasFigures(none)).toBe(false);
    expect(hasFigures({ ...none, latestDays: 0 })).toBe(true);
    expect(hasFigures(interviewWait)).toBe(true);
  });
});

describe("the day to aim to apply by", () => {
  /** Schengen's: a decision in up to 45 days, an appointment wait of 21, a peak from April to July. */
  const schengenAim: AimFigures = { longestProcessingDays: 45, appointmentWaitDays: 21, peakMonths: [4, 5, 6, 7] };
  const noAim: AimFigures = { longestProcessingDays: null, appointmentWaitDays: null, peakMonths: null };

  it("counts back the longest decision and the appointment wait, before the rules' last day", () => {
    // A June trip seen in November: 66 days before 7 June, well after the first day.
    expect(aimToApply("2027-06-07", "2026-11-28", schengen, schengenAim)).toEqual({
      by: "2027-04-02",
      firstDay: false,
      passed: false,
      decisionDays: 45,
      waitDays: 21,
      waitNotKnown: false,
      peak: true,
    });
    expect(planApplication("2027-06-07", "2026-11-28", schengen)).toMatchObject({
      kind: "tooEarly",
      until: "2027-05-23",
    });
  });

  it("counts the window's wait (an interview) before an appointment's, and the usual decision where no longer one is known", () => {
    expect(aimToApply("2027-12-01", "2026-11-26", interviewWait, { ...noAim, appointmentWaitDays: 21 })).toMatchObject({
      by: "2027-02-04",
      decisionDays: null,
      waitDays: 300,
    });
    expect(aimToApply("2027-03-30", "2026-11-26", schengen, noAim)).toMatchObject({
      by: "2027-03-15",
      decisionDays: 15,
      waitDays: null,
      waitNotKnown: false,
      peak: false,
    });
  });

  it("assumes no wait where an appointment's wait is not known, and says so", () => {
    const aim = aimToApply(
      "2027-06-30",
      "2026-11-26",
      { ...none, processingDays: 83 },
      {
        ...noAim,
        appointmentWaitDays: "notKnown",
      },
    );
    expect(aim).toMatchObject({ by: "2027-04-08", waitDays: null, waitNotKnown: true });
  });

  it("is never before the first day to apply, nor after the last", () => {
    // 45 + 21 days before a trip 70 days after the first day: the first day itself.
    expect(aimToApply("2027-06-30", "2026-11-26", { ...schengen, earliestDays: 60 }, schengenAim)).toMatchObject({
      by: "2027-05-01",
      firstDay: true,
    });
    // A rule's last day further back than the time counted.
    expect(aimToApply("2027-06-30", "2026-11-26", { ...none, latestDays: 10, processingDays: 5 }, noAim)).toMatchObject(
      {
        by: "2027-06-20",
        firstDay: false,
      },
    );
  });

  it("has passed when it is before today, though the last day has not", () => {
    expect(planApplication("2027-01-20", "2026-12-20", schengen)).toMatchObject({ kind: "now" });
    expect(aimToApply("2027-01-20", "2026-12-20", schengen, schengenAim)).toMatchObject({
      by: "2026-11-15",
      passed: true,
    });
    expect(aimToApply("2027-01-20", "2026-11-15", schengen, schengenAim)).toMatchObject({ passed: false });
  });

  it("marks the peak when the trip or the day to apply falls in its months", () => {
    const peak = (trip: string) => aimToApply(trip, "2026-11-26", schengen, schengenAim)!.peak;
    expect(peak("2027-06-07")).toBe(true); // travelling in June
    expect(peak("2027-09-20")).toBe(true); // applying on 16 July
    expect(peak("2027-10-20")).toBe(false); // applying on 15 August
    expect(peak("2027-03-10")).toBe(false);
  });

  it("has no day to aim for where the window has no decision or wait figure", () => {
    expect(aimToApply("2027-06-30", "2026-11-26", { ...none, earliestDays: 3, latestDays: 0 }, noAim)).toBeNull();
  });
});
