import { describe, expect, it } from "vitest";
import type { GuideFacts } from "~/content/facts";
import { dueForReview, dueLine, factsReport } from "./facts-status";
import type { WatchFile } from "./sources";

const unwatched: WatchFile = { recordedOn: null, pages: {} };

/** A guide with only what the report reads. */
function guide(
  facts: Record<string, { topic: string; dating?: string; date: string | null; reviewBy: string | null }>,
  { endsOn = null, changing = false }: { endsOn?: string | null; changing?: boolean } = {},
): GuideFacts {
  const ruleFact = Object.keys(facts)[0]!;
  const written = Object.fromEntries(
    Object.entries(facts).map(([id, fact]) => [id, { dating: "reported", evidence: [], confirmAt: "", ...fact }]),
  );
  return { endsOn, changing, ruleFact, facts: written } as unknown as GuideFacts;
}

const guides = {
  malaysia: guide(
    {
      exemption: { topic: "rule", date: "2026-09-01", reviewBy: "2026-12-01" },
      mdac: { topic: "rule", dating: "stated", date: null, reviewBy: null },
    },
    { endsOn: "2026-12-31" },
  ),
  thailand: guide(
    {
      cancellation: { topic: "rule", date: "2026-05-22", reviewBy: "2026-08-22" },
      evisa: { topic: "processingTime", date: "2026-10-10", reviewBy: "2026-11-21" },
    },
    { changing: true },
  ),
  georgia: guide({ visaHolders: { topic: "rule", date: "2026-11-01", reviewBy: "2027-02-01" } }),
  sriLanka: guide(
    { freeScheme: { topic: "rule", date: "2023-11-27", reviewBy: "2024-02-27" } },
    { endsOn: "2024-03-31" },
  ),
};

describe("npm run facts", () => {
  it("lists the facts due on the day: review-by reached (that day included) or undated evidence", () => {
    expect(dueForReview(guides, "2026-11-21").map(({ slug, factId }) => `${slug}.${factId}`)).toEqual([
      "malaysia.mdac",
      "thailand.cancellation",
      "thailand.evisa",
      "sriLanka.freeScheme",
    ]);
    expect(dueForReview(guides, "2026-11-20").map(({ factId }) => factId)).not.toContain("evisa");
  });

  it("lists the shared facts no guide cites after the guides', as shared.json's", () => {
    const shared = guide({ whereToApply: { topic: "rule", date: null, reviewBy: null } }).facts;
    const due = dueForReview({ georgia: guides.georgia }, "2026-11-21", shared);
    expect(due.map(({ slug, factId }) => `${slug}.${factId}`)).toEqual(["shared.whereToApply"]);
    expect(dueLine(due[0]!)).toBe(
      "app/content/facts/shared.json: facts.whereToApply (rule): due now: its evidence shows no date",
    );
  });

  it("reports what is due, what ends within 60 days and what is announced but not in force", () => {
    expect(factsReport(guides, "2026-11-26", unwatched)).toEqual([
      "Facts on 2026-11-26 (India's date)",
      "",
      "Due for review: 4 of 6 facts (review-by date reached, or undated evidence)",
      "  (no watch of their pages recorded yet: npm run sources -- --record)",
      "  app/content/facts/malaysia.json: facts.mdac (rule): due now: its evidence shows no date",
      "  app/content/facts/thailand.json: facts.cancellation (rule): review by 2026-08-22 (evidence of 2026-05-22)",
      "  app/content/facts/thailand.json: facts.evisa (processingTime): review by 2026-11-21 (evidence of 2026-10-10)",
      "  app/content/facts/sriLanka.json: facts.freeScheme (rule): review by 2024-02-27 (evidence of 2023-11-27)",
      "",
      "Ended, or ending within 60 days (by 2027-01-25):",
      "  app/content/facts/malaysia.json: the scheme's last day is 2026-12-31",
      "  app/content/facts/sriLanka.json: the scheme's last day was 2024-03-31",
      "Starting within 60 days: none recorded (the facts record no start date for an announced change)",
      "",
      "Announced but not in force (changing):",
      "  app/content/facts/thailand.json: facts.cancellation, reported 2026-05-22",
    ]);
  });

  it("says none where nothing is due, ending or changing", () => {
    expect(factsReport({ georgia: guides.georgia }, "2026-11-26", unwatched)).toEqual([
      "Facts on 2026-11-26 (India's date)",
      "",
      "Due for review: 0 of 1 facts (review-by date reached, or undated evidence)",
      "  none",
      "",
      "Ended, or ending within 60 days (by 2027-01-25):",
      "  none",
      "Starting within 60 days: none recorded (the facts record no start date for an announced change)",
      "",
      "Announced but not in force (changing):",
      "  none",
    ]);
  });

  it("shows beside each fact due what the last recorded watch found on its pages", () => {
    const evisa = {
      topic: "processingTime",
      date: "2026-10-10",
      reviewBy: "2026-11-21",
      evidence: [
        { url: "https://embassy.example/evisa", quote: "14 working days" },
        { url: "https://paper.example/story", quote: "two weeks" },
      ],
      confirmAt: "https://evisa.example/",
    };
    const rule = {
      ...evisa,
      reviewBy: "2026-08-22",
      evidence: [{ url: "https://embassy.example/evisa", quote: "60 days" }],
    };
    const thailand = guide({ rule, evisa } as never);
    const watch: WatchFile = {
      recordedOn: "2026-11-27",
      pages: {
        "https://embassy.example/evisa": {
          found: [
            { kind: "quoteNotFound", file: "thailand.json", where: "facts.evisa.evidence", quote: "14 working days" },
            { kind: "changed", since: "2026-10-01" },
          ],
        },
        "https://evisa.example/": { found: [] },
      },
    };
    expect(factsReport({ thailand }, "2026-11-26", watch).slice(3, 7)).toEqual([
      "  app/content/facts/thailand.json: facts.rule (processingTime): review by 2026-08-22 (evidence of 2026-10-10)",
      "      watch of 2026-11-27: https://embassy.example/evisa changed since 2026-10-01",
      "  app/content/facts/thailand.json: facts.evisa (processingTime): review by 2026-11-21 (evidence of 2026-10-10)",
      "      watch of 2026-11-27: quote not found on https://embassy.example/evisa; https://embassy.example/evisa changed since 2026-10-01; https://paper.example/story not watched yet",
    ]);
  });
});
