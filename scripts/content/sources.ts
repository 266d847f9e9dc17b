// `npm run sources`: fetches every page the guides' facts cite or link to and reports, by
// destination, what an editor must look at: a quote no longer on its page, an official page
// whose main text changed since it was recorded, a page gone, moved or unreachable. A report,
// so it exits 0 whatever it finds; only what stops it running (invalid facts, an unknown
// option, a watch file it cannot read or write) exits non-zero. `--record` writes what it found
// to the watch file (app/content/facts/README.md, "The watch"); `--markdown` prints the
// report as the daily issue's body (.github/workflows/sources.yml).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { factFilePath, guideFacts } from "../../app/content/facts.ts";
import { readContentFiles } from "../../app/content/read-content-files.ts";
import { todayInIndia } from "../../app/lib/logic/destination-guides.ts";
import { type FetchOptions, type Fetched, fetchPage } from "./fetch-page.ts";
import { quoteFound, responseText } from "./page-text.ts";

/** Where the watch keeps each official page's recorded main text and the last recorded findings. */
const watchFilePath = "app/content/facts-watch.json";
const sharedName = "shared.json";

/** A facts file as this script reads it; facts.ts has checked it when this module loads. */
interface FactsFile {
  sources?: Record<string, { url: string; kind: string }>;
  facts: Record<string, string | { evidence: { source: string; quote: string }[]; confirmAt: string }>;
  portals?: Record<string, { url: string }>;
  steps?: { id: string; url: string | null }[];
  beforeYouFly?: { id: string; url: string | null }[];
}

/** Where a facts file cites a page: the field (`facts.evisa.confirmAt`), and the quote it takes from it. */
export interface Citation {
  /** The facts file's name: `thailand.json`, `shared.json`. */
  file: string;
  where: string;
  quote?: string;
}

export interface CitedPage {
  url: string;
  /** Watched for changes: a page the guides link to as official, or an official or embassy source. */
  official: boolean;
  citations: Citation[];
}

/**
 * Every page the facts files cite, once each, in the site's order of destinations, then
 * shared.json. A fact written as a shared fact's id is cited where shared.json writes it.
 */
export function citedPages(files: Record<string, FactsFile>, slugs: readonly string[]): CitedPage[] {
  const pages = new Map<string, CitedPage>();
  const cite = (url: string, official: boolean, citation: Citation) => {
    const page = pages.get(url) ?? { url, official: false, citations: [] };
    page.official ||= official;
    page.citations.push(citation);
    pages.set(url, page);
  };
  const shared = files[sharedName]!;
  for (const file of [...slugs.map((slug) => `${slug}.json`), sharedName]) {
    const { sources = {}, facts, portals = {}, steps = [], beforeYouFly = [] } = files[file]!;
    for (const [factId, fact] of Object.entries(facts)) {
      if (typeof fact === "string") continue;
      for (const { source: sourceId, quote } of fact.evidence) {
        const source = sources[sourceId] ?? shared.sources![sourceId]!;
        const official = source.kind === "official" || source.kind === "embassy";
        cite(source.url, official, { file, where: `facts.${factId}.evidence`, quote });
      }
      cite(fact.confirmAt, true, { file, where: `facts.${factId}.confirmAt` });
    }
    for (const [portalId, { url }] of Object.entries(portals)) cite(url, true, { file, where: `portals.${portalId}` });
    for (const { id, url } of steps) if (url) cite(url, true, { file, where: `steps.${id}` });
    for (const { id, url } of beforeYouFly) if (url) cite(url, true, { file, where: `beforeYouFly.${id}` });
  }
  return [...pages.values()];
}

/** What one fetch of a page came to, without the page itself. */
export type Outcome =
  | {
      kind: "reached";
      /** The address it was read from, after redirects. */
      url: string;
      /** SHA-256 of its normalised main text (its bytes, for a page that is not text); official pages only. */
      mainText: string | null;
      /** The citations whose quote is not on it. */
      quotesNotFound: Citation[];
      /** The Content-Type of a page whose quotes cannot be looked for, else null. */
      unreadable: string | null;
    }
  | { kind: "gone"; status: number; url: string }
  | { kind: "unreachable"; reason: string; attempts: number };

function sha256(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

function outcomeOf(page: CitedPage, fetched: Fetched): Outcome {
  if (fetched.kind === "unreachable") return fetched;
  if (fetched.status >= 400) return { kind: "gone", status: fetched.status, url: fetched.url };
  const text = responseText(fetched.body, fetched.contentType);
  const quoted = page.citations.filter((citation) => citation.quote !== undefined);
  return {
    kind: "reached",
    url: fetched.url,
    mainText: page.official ? sha256(text ? text.main : fetched.body) : null,
    quotesNotFound: text ? quoted.filter(({ quote }) => !quoteFound(quote!, text.all)) : [],
    unreadable: text || quoted.length === 0 ? null : fetched.contentType,
  };
}

/** What an editor must look at on a page; the watch file keeps the last recorded run's. */
export type Finding =
  | { kind: "quoteNotFound"; file: string; where: string; quote: string }
  | { kind: "changed"; since: string }
  | { kind: "gone"; status: number }
  | { kind: "moved"; to: string }
  | { kind: "unreachable"; reason: string; attempts: number }
  | { kind: "unreadable"; contentType: string }
  | { kind: "unrecorded" };

/** An official page's main text as an editor last accepted it, and the day it was recorded. */
interface RecordedText {
  sha256: string;
  recordedOn: string;
}

export interface WatchFile {
  /** India's date of the last run that recorded (`--record`), or null before the first. */
  recordedOn: string | null;
  pages: Record<string, { mainText?: RecordedText; found: Finding[] }>;
}

/**
 * Whether a redirect left the page where it was: the same host and path, ignoring the scheme,
 * a leading `www.`, a trailing slash and the query (a site adding `?lang=en` has not moved it).
 */
function samePlace(from: string, to: string): boolean {
  const place = (address: string) => {
    const url = new URL(address);
    return `${url.hostname.replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;
  };
  return place(from) === place(to);
}

/** What a page's outcome means against the main text recorded for it. */
export function findingsOf(page: CitedPage, outcome: Outcome, recorded: RecordedText | undefined): Finding[] {
  if (outcome.kind === "unreachable")
    return [{ kind: "unreachable", reason: outcome.reason, attempts: outcome.attempts }];
  const moved: Finding[] = samePlace(page.url, outcome.url) ? [] : [{ kind: "moved", to: outcome.url }];
  if (outcome.kind === "gone") return [{ kind: "gone", status: outcome.status }, ...moved];
  const findings: Finding[] = outcome.quotesNotFound.map(({ file, where, quote }) => ({
    kind: "quoteNotFound",
    file,
    where,
    quote: quote!,
  }));
  if (outcome.mainText !== null) {
    if (!recorded) findings.push({ kind: "unrecorded" });
    else if (recorded.sha256 !== outcome.mainText) findings.push({ kind: "changed", since: recorded.recordedOn });
  }
  if (outcome.unreadable) findings.push({ kind: "unreadable", contentType: outcome.unreadable });
  return [...findings, ...moved];
}

/** The sections of a destination's report, in the order an editor should read them. */
const sections: { kind: Finding["kind"]; title: string }[] = [
  { kind: "quoteNotFound", title: "Quote not found on its page" },
  { kind: "changed", title: "Main text changed since it was recorded" },
  { kind: "gone", title: "Gone or refused (HTTP 4xx or 5xx)" },
  { kind: "moved", title: "Moved (redirected to another host or path)" },
  { kind: "unreachable", title: "Unreachable" },
  { kind: "unreadable", title: "Quotes not looked for (not an HTML or text page)" },
  { kind: "unrecorded", title: "Not recorded yet (an official page with no main text on record)" },
];

/** A quote shortened for a report line. */
function shortQuote(quote: string): string {
  return quote.length > 90 ? `"${quote.slice(0, 90).trimEnd()}…"` : `"${quote}"`;
}

/** One report line for a finding on a page, as cited from one file. */
function findingLine(url: string, wheres: string, finding: Finding): string {
  switch (finding.kind) {
    case "quoteNotFound":
      return `${finding.where}: ${shortQuote(finding.quote)} on ${url}`;
    case "changed":
      return `${url} (${wheres}): differs from the text recorded on ${finding.since}`;
    case "gone":
      return `${url} (${wheres}): HTTP ${finding.status}`;
    case "moved":
      return `${url} (${wheres}): now at ${finding.to}`;
    case "unreachable":
      return `${url} (${wheres}): ${finding.reason}, ${finding.attempts} attempt${finding.attempts === 1 ? "" : "s"}`;
    case "unreadable":
      return `${url} (${wheres}): ${finding.contentType}`;
    case "unrecorded":
      return `${url} (${wheres}): run npm run sources -- --record once its facts are reviewed`;
  }
}

/**
 * Where a file cites a page, by field: "evidence of visaFee, integrityFee; confirm page of
 * visaFee; portals: icp; steps: fee, interview".
 */
function citedAs(citations: readonly Citation[]): string {
  const fields = new Map<string, Set<string>>();
  for (const { where } of citations) {
    const [part, id, field] = where.split(".") as [string, string, string | undefined];
    const label = part === "facts" ? (field === "evidence" ? "evidence of" : "confirm page of") : `${part}:`;
    fields.set(label, (fields.get(label) ?? new Set()).add(id));
  }
  return [...fields].map(([label, ids]) => `${label} ${[...ids].join(", ")}`).join("; ");
}

interface ReportGroup {
  /** The facts file, as the repository names it. */
  path: string;
  sections: { title: string; lines: string[] }[];
}

/** The findings grouped by the facts file that cites each page, in the files' order; files with none left out. */
export function reportGroups(
  pages: readonly CitedPage[],
  findings: ReadonlyMap<string, Finding[]>,
  files: readonly string[],
): ReportGroup[] {
  return files
    .map((file) => ({
      path: factFilePath(file.replace(/\.json$/, "")),
      sections: sections
        .map(({ kind, title }) => ({
          title,
          lines: pages.flatMap((page) => {
            const here = page.citations.filter((citation) => citation.file === file);
            if (here.length === 0) return [];
            const wheres = citedAs(here);
            return (findings.get(page.url) ?? [])
              .filter((finding) => finding.kind === kind && (finding.kind !== "quoteNotFound" || finding.file === file))
              .map((finding) => findingLine(page.url, wheres, finding));
          }),
        }))
        .filter((section) => section.lines.length > 0),
    }))
    .filter((group) => group.sections.length > 0);
}

interface ReportHeader {
  today: string;
  pages: readonly CitedPage[];
  findings: ReadonlyMap<string, Finding[]>;
  recordedOn: string | null;
}

function summary({ today, pages, findings, recordedOn }: ReportHeader): string[] {
  const reached = pages.filter((page) => {
    const found = findings.get(page.url) ?? [];
    return !found.some((finding) => finding.kind === "unreachable" || finding.kind === "gone");
  }).length;
  const official = pages.filter((page) => page.official).length;
  return [
    `Sources on ${today} (India's date): ${pages.length} pages cited by the facts, ${official} of them official and watched for changes; ${reached} reached.`,
    `Main text compared with ${watchFilePath}, ${recordedOn ? `last recorded on ${recordedOn}` : "not recorded yet"}.`,
  ];
}

/** The report as plain text, for a terminal. */
export function reportText(header: ReportHeader, groups: readonly ReportGroup[]): string[] {
  return [
    ...summary(header),
    ...groups.flatMap(({ path, sections }) => [
      "",
      path,
      ...sections.flatMap(({ title, lines }) => [`  ${title}:`, ...lines.map((line) => `    ${line}`)]),
    ]),
    ...(groups.length === 0 ? ["", "Nothing to review."] : []),
  ];
}

/** GitHub's limit on an issue's body is 65,536 characters; the rest is left to the terminal. */
const issueBodyLimit = 60_000;

/**
 * The report as the daily issue's body (Markdown). Its first line starts "Nothing to review"
 * exactly when nothing was found: the workflow reads that to open no issue.
 */
export function reportMarkdown(header: ReportHeader, groups: readonly ReportGroup[]): string {
  const count = groups.reduce((total, group) => total + group.sections.reduce((n, s) => n + s.lines.length, 0), 0);
  const body = [
    count === 0
      ? `Nothing to review on ${header.today}.`
      : `${count} finding${count === 1 ? "" : "s"} to review on ${header.today}.`,
    "",
    ...summary(header),
    "",
    // One line: GitHub shows each line break of an issue's body.
    `Review the facts these pages support first (app/content/facts/README.md, “The watch”). Once a changed page's facts are reviewed, record its text: \`npm run sources -- --record <address>\`, and commit \`${watchFilePath}\` with the facts. Every daily run rewrites this description; close the issue when its list is done.`,
    ...groups.flatMap(({ path, sections }) => [
      "",
      `### ${path}`,
      ...sections.flatMap(({ title, lines }) => ["", `**${title}**`, "", ...lines.map((line) => `- ${line}`)]),
    ]),
  ].join("\n");
  if (body.length <= issueBodyLimit) return `${body}\n`;
  return `${body.slice(0, body.lastIndexOf("\n", issueBodyLimit))}\n\n… cut at GitHub's limit: \`npm run sources\` prints the whole report.\n`;
}

/**
 * The watch file after a recording run: every cited page's findings from this run, and for
 * each official page reached whose text is accepted (`accept`: every page, or the addresses an
 * editor named), this run's main text; a text unchanged keeps the day it was first recorded.
 * Any other page keeps the text on record; a page no longer cited is dropped.
 */
export function recordWatch(
  previous: WatchFile,
  pages: readonly CitedPage[],
  outcomes: ReadonlyMap<string, Outcome>,
  findings: ReadonlyMap<string, Finding[]>,
  today: string,
  accept: "all" | ReadonlySet<string>,
): WatchFile {
  return {
    recordedOn: today,
    pages: Object.fromEntries(
      pages.map(({ url }) => {
        const before = previous.pages[url]?.mainText;
        const outcome = outcomes.get(url);
        const accepted = accept === "all" || accept.has(url);
        const now = outcome?.kind === "reached" ? outcome.mainText : null;
        const mainText =
          accepted && now !== null
            ? { sha256: now, recordedOn: before?.sha256 === now ? before.recordedOn : today }
            : before;
        // A text recorded now is no longer one to record.
        const found = (findings.get(url) ?? []).filter(({ kind }) => kind !== "unrecorded" || !mainText);
        return [url, { ...(mainText ? { mainText } : {}), found }];
      }),
    ),
  };
}

const watchFile = path.resolve(import.meta.dirname, "../..", watchFilePath);

/** The watch file as committed; a repository without one has recorded nothing yet. */
export function readWatchFile(): WatchFile {
  if (!existsSync(watchFile)) return { recordedOn: null, pages: {} };
  return JSON.parse(readFileSync(watchFile, "utf8")) as WatchFile;
}

/** Run-wide limits: a page may take 3 × 20 s and two waits; 8 hosts are read at once. */
const fetchOptions: FetchOptions = {
  timeoutMs: 20_000,
  attempts: 3,
  retryDelayMs: 2_000,
  userAgent: "Mozilla/5.0 (compatible; VisaUdaanSourceWatch/1.0; checks the pages our travel guides cite)",
};
const hostsAtOnce = 8;

/**
 * Fetches every page: hosts in parallel, up to `hosts` at once, and each host's pages one after
 * another so no site gets more than one request at a time from us. Once a host has not answered
 * after every attempt, its next pages get one attempt each until it answers again.
 */
export async function watchPages(
  pages: readonly CitedPage[],
  options: FetchOptions,
  hosts: number,
): Promise<Map<string, Outcome>> {
  const byHost = new Map<string, CitedPage[]>();
  for (const page of pages) {
    const host = new URL(page.url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), page]);
  }
  const queue = [...byHost.values()];
  const outcomes = new Map<string, Outcome>();
  const worker = async () => {
    for (let hostPages = queue.shift(); hostPages; hostPages = queue.shift()) {
      let down = false;
      for (const page of hostPages) {
        const fetched = await fetchPage(page.url, down ? { ...options, attempts: 1 } : options);
        down = fetched.kind === "unreachable";
        outcomes.set(page.url, outcomeOf(page, fetched));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(hosts, queue.length) }, worker));
  return outcomes;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { record: { type: "boolean", default: false }, markdown: { type: "boolean", default: false } },
    allowPositionals: true,
  });
  if (positionals.length > 0 && !values.record)
    throw new Error("addresses are accepted only with --record (npm run sources -- --record <address>…)");
  const slugs = Object.keys(guideFacts);
  const files = readContentFiles("facts") as Record<string, FactsFile>;
  const pages = citedPages(files, slugs);
  const unknown = positionals.filter((url) => !pages.some((page) => page.url === url));
  if (unknown.length > 0) throw new Error(`not a page the facts cite: ${unknown.join(", ")}`);
  const previous = readWatchFile();
  const today = todayInIndia();

  const hostCount = new Set(pages.map((page) => new URL(page.url).host)).size;
  console.error(`sources: fetching ${pages.length} pages from ${hostCount} hosts…`);
  const outcomes = await watchPages(pages, fetchOptions, hostsAtOnce);
  const findings = new Map(
    pages.map((page) => [page.url, findingsOf(page, outcomes.get(page.url)!, previous.pages[page.url]?.mainText)]),
  );
  const header: ReportHeader = { today, pages, findings, recordedOn: previous.recordedOn };
  const groups = reportGroups(pages, findings, [...slugs.map((slug) => `${slug}.json`), sharedName]);
  console.log(values.markdown ? reportMarkdown(header, groups) : reportText(header, groups).join("\n"));

  if (values.record) {
    // A run that reached nothing says where this machine is, not where the pages are.
    if (![...outcomes.values()].some((outcome) => outcome.kind !== "unreachable"))
      throw new Error("no page answered: nothing recorded (is this machine online?)");
    const accept = positionals.length > 0 ? new Set(positionals) : "all";
    const recorded = recordWatch(previous, pages, outcomes, findings, today, accept);
    writeFileSync(watchFile, `${JSON.stringify(recorded, null, 2)}\n`);
    console.error(`sources: recorded in ${watchFilePath}`);
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`sources: ${(error as Error).message}`);
    process.exitCode = 1;
  });
}
