// `npm run facts`: what in the guides' facts needs a person (docs/decisions/0013): the facts due
// for review, each with what the last recorded watch of its pages found (`npm run sources`),
// the schemes ending within 60 days, the changes announced but not in force. A report, so it
// always exits 0. Node runs this file as it is (no Vite): facts.ts reads the files from disk
// and checks them with the build's own schema.
import { type GuideFact, type GuideFacts, factFilePath, guideFacts, sharedOnlyFacts } from "../../app/content/facts.ts";
import { todayInIndia } from "../../app/lib/logic/destination-guides.ts";
import { type Finding, type WatchFile, readWatchFile } from "./sources.ts";

/** How far ahead the report looks for a scheme's end. */
const lookAheadDays = 60;

type Guides = Record<string, GuideFacts>;

export interface DueFact {
  slug: string;
  factId: string;
  topic: string;
  /** The evidence's date, or null when it shows none. */
  date: string | null;
  /** Null: its evidence is undated, so it is due now. */
  reviewBy: string | null;
}

/**
 * Facts whose review-by date is today or past, or whose evidence is undated, in the site's order;
 * then those of shared.json no guide cites (`shared`, listed as shared.json's).
 */
export function dueForReview(guides: Guides, today: string, shared: Record<string, GuideFact> = {}): DueFact[] {
  return [...Object.entries(guides), ["shared", { facts: shared }] as const].flatMap(([slug, guide]) =>
    Object.entries(guide.facts)
      .filter(([, fact]) => fact.reviewBy === null || fact.reviewBy <= today)
      .map(([factId, { topic, date, reviewBy }]) => ({ slug, factId, topic, date, reviewBy })),
  );
}

/** One line for a fact due: where it is, what it is about and since when it is due. */
export function dueLine({ slug, factId, topic, date, reviewBy }: DueFact): string {
  const when =
    reviewBy === null ? "due now: its evidence shows no date" : `review by ${reviewBy} (evidence of ${date})`;
  return `${factFilePath(slug)}: facts.${factId} (${topic}): ${when}`;
}

/** A finding of the watch on one of a fact's pages, in a few words. */
function watchNote(url: string, finding: Finding): string {
  switch (finding.kind) {
    case "quoteNotFound":
      return `quote not found on ${url}`;
    case "changed":
      return `${url} changed since ${finding.since}`;
    case "gone":
      return `${url} answered HTTP ${finding.status}`;
    case "moved":
      return `${url} moved to ${finding.to}`;
    case "unreachable":
      return `${url} unreachable (${finding.reason})`;
    case "unreadable":
      return `${url} not readable (${finding.contentType})`;
    case "unrecorded":
      return `${url} text not recorded`;
  }
}

/**
 * What the last recorded watch (`npm run sources -- --record`) found on a fact's pages: its
 * evidence (a quote counts only where it is this fact's) and its page to confirm on.
 */
function watchLine({ evidence, confirmAt }: GuideFact, watch: WatchFile): string {
  const urls = [...new Set([...evidence.map(({ url }) => url), confirmAt])];
  const notes = urls.flatMap((url) => {
    const page = watch.pages[url];
    if (!page) return [`${url} not watched yet`];
    return page.found
      .filter(
        (finding) =>
          finding.kind !== "quoteNotFound" || evidence.some((item) => item.url === url && item.quote === finding.quote),
      )
      .map((finding) => watchNote(url, finding));
  });
  const found =
    notes.length > 0 ? notes.join("; ") : `nothing found on its ${urls.length} page${urls.length === 1 ? "" : "s"}`;
  return `watch of ${watch.recordedOn}: ${found}`;
}

function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The report, as lines, for the day `today` (YYYY-MM-DD, India's date), with the last recorded watch. */
export function factsReport(
  guides: Guides,
  today: string,
  watch: WatchFile,
  shared: Record<string, GuideFact> = {},
): string[] {
  const due = dueForReview(guides, today, shared);
  const factCount = Object.values(guides).reduce(
    (count, guide) => count + Object.keys(guide.facts).length,
    Object.keys(shared).length,
  );
  const horizon = addDays(today, lookAheadDays);
  // Past its end too: the page already says the scheme was due to end (the build warns).
  const ending = Object.entries(guides).filter(([, { endsOn }]) => endsOn !== null && endsOn <= horizon);
  const changing = Object.entries(guides).filter(([, guide]) => guide.changing);
  const none = ["  none"];
  return [
    `Facts on ${today} (India's date)`,
    "",
    `Due for review: ${due.length} of ${factCount} facts (review-by date reached, or undated evidence)`,
    ...(due.length > 0 && watch.recordedOn === null
      ? ["  (no watch of their pages recorded yet: npm run sources -- --record)"]
      : []),
    ...(due.length > 0
      ? due.flatMap((fact) => [
          `  ${dueLine(fact)}`,
          ...(watch.recordedOn === null ? [] : [`      ${watchLine(guides[fact.slug]!.facts[fact.factId]!, watch)}`]),
        ])
      : none),
    "",
    `Ended, or ending within ${lookAheadDays} days (by ${horizon}):`,
    ...(ending.length > 0
      ? ending.map(
          ([slug, { endsOn }]) =>
            `  ${factFilePath(slug)}: the scheme's last day ${endsOn! < today ? "was" : "is"} ${endsOn}`,
        )
      : none),
    `Starting within ${lookAheadDays} days: none recorded (the facts record no start date for an announced change)`,
    "",
    "Announced but not in force (changing):",
    ...(changing.length > 0
      ? changing.map(([slug, guide]) => {
          const { dating, date } = guide.facts[guide.ruleFact]!;
          return `  ${factFilePath(slug)}: facts.${guide.ruleFact}, ${dating} ${date ?? "on an undated page"}`;
        })
      : none),
  ];
}

if (import.meta.main) {
  console.log(factsReport(guideFacts, todayInIndia(), readWatchFile(), sharedOnlyFacts).join("\n"));
}
