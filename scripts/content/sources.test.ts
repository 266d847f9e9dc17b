// @vitest-environment node
// Node's fetch must meet Node's own AbortSignal, not jsdom's: this file runs without jsdom.
import { createHash } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlText } from "./page-text";
import {
  type CitedPage,
  type Finding,
  type Outcome,
  type WatchFile,
  citedPages,
  findingsOf,
  recordWatch,
  reportGroups,
  reportMarkdown,
  reportText,
  watchPages,
} from "./sources";

const mainTextHash = (html: string) => createHash("sha256").update(htmlText(html).main).digest("hex");
const page = (main: string) => `<body><nav>Home</nav><main>${main}</main><footer>Visits: 1</footer></body>`;

/** Two facts files citing the same pages, as shaped as citedPages reads them. */
function factsFiles(origin: string) {
  return {
    "demo.json": {
      sources: {
        ministry: { url: `${origin}/unchanged`, kind: "official" },
        paper: { url: `${origin}/quote-gone`, kind: "newspaper" },
        oldPaper: { url: `${origin}/redirect`, kind: "newspaper" },
      },
      facts: {
        rule: {
          evidence: [
            { source: "ministry", quote: "Indians may stay 30 days. […] Apply online." },
            { source: "paper", quote: "Visa fee is AED 100" },
          ],
          confirmAt: `${origin}/changed`,
        },
        fee: { evidence: [{ source: "oldPaper", quote: "Fee: AED 100" }], confirmAt: `${origin}/gone` },
        schengen: "schengenRule",
      },
      portals: { evisa: { url: `${origin}/slow` } },
      steps: [
        { id: "apply", url: `${origin}/changed` },
        { id: "pay", url: null },
      ],
      beforeYouFly: [],
    },
    "shared.json": {
      sources: { eu: { url: `${origin}/unchanged`, kind: "official" } },
      facts: { schengenRule: { evidence: [{ source: "eu", quote: "Apply online" }], confirmAt: `${origin}/changed` } },
    },
  };
}

const fixtures: Record<string, string> = {
  "/unchanged": page("<h1>Visas</h1><p>Indians may stay <b>30</b> days.</p><p>Apply online.</p>"),
  "/changed": page("<p>Fees from 1 December: AED 150</p>"),
  "/quote-gone": page("<p>This story was updated.</p>"),
  "/moved-here": page("<p>Fee: AED&nbsp;100</p>"),
};

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url!;
    if (url === "/slow") {
      setTimeout(() => response.end(page("late")), 2_000);
      return;
    }
    if (url === "/redirect") return response.writeHead(301, { location: "/moved-here" }).end();
    const body = fixtures[url];
    if (body === undefined) return response.writeHead(404, { "content-type": "text/html" }).end("Not found");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("citedPages", () => {
  it("lists each page once with every field citing it, official when linked or an official source", () => {
    const pages = citedPages(factsFiles("https://example.org"), ["demo"]);
    expect(pages.map(({ url, official }) => [url.slice("https://example.org".length), official])).toEqual([
      ["/unchanged", true],
      ["/quote-gone", false],
      ["/changed", true],
      ["/redirect", false],
      ["/gone", true],
      ["/slow", true],
    ]);
    expect(pages.find(({ url }) => url.endsWith("/changed"))!.citations).toEqual([
      { file: "demo.json", where: "facts.rule.confirmAt" },
      { file: "demo.json", where: "steps.apply" },
      // A fact written as a shared fact's id is cited once, where shared.json writes it.
      { file: "shared.json", where: "facts.schengenRule.confirmAt" },
    ]);
  });
});

describe("findingsOf", () => {
  const cited: CitedPage = { url: "http://gov.example/visa/", official: false, citations: [] };
  const reached = (url: string): Outcome => ({
    kind: "reached",
    url,
    mainText: null,
    quotesNotFound: [],
    unreadable: null,
  });

  it("calls a redirect moved only to another host or path", () => {
    for (const to of ["https://www.gov.example/visa", "http://gov.example/visa/?lang=en"])
      expect(findingsOf(cited, reached(to), undefined)).toEqual([]);
    expect(findingsOf(cited, reached("https://gov.example/"), undefined)).toEqual([
      { kind: "moved", to: "https://gov.example/" },
    ]);
    expect(findingsOf(cited, { kind: "gone", status: 410, url: "https://portal.example/" }, undefined)).toEqual([
      { kind: "gone", status: 410 },
      { kind: "moved", to: "https://portal.example/" },
    ]);
  });

  it("asks for an official page's text to be recorded, and says when a page's quotes cannot be read", () => {
    const pdf: Outcome = {
      kind: "reached",
      url: cited.url,
      mainText: "abc",
      quotesNotFound: [],
      unreadable: "application/pdf",
    };
    expect(findingsOf({ ...cited, official: true }, pdf, undefined)).toEqual([
      { kind: "unrecorded" },
      { kind: "unreadable", contentType: "application/pdf" },
    ]);
  });
});

describe("npm run sources against a local server", () => {
  it("reports, by facts file, quotes gone, text changed, pages gone, moved and unreachable", async () => {
    const pages = citedPages(factsFiles(origin), ["demo"]);
    const recorded: WatchFile = {
      recordedOn: "2026-11-01",
      pages: {
        [`${origin}/unchanged`]: {
          mainText: { sha256: mainTextHash(fixtures["/unchanged"]!), recordedOn: "2026-10-01" },
          found: [],
        },
        [`${origin}/changed`]: {
          mainText: { sha256: mainTextHash(page("<p>Fees: AED 100</p>")), recordedOn: "2026-10-01" },
          found: [],
        },
      },
    };
    const outcomes = await watchPages(pages, { timeoutMs: 300, attempts: 2, retryDelayMs: 10, userAgent: "test" }, 4);
    const findings = new Map(
      pages.map((cited) => [
        cited.url,
        findingsOf(cited, outcomes.get(cited.url)!, recorded.pages[cited.url]?.mainText),
      ]),
    );
    const groups = reportGroups(pages, findings, ["demo.json", "shared.json"]);
    const lines = reportText({ today: "2026-11-28", pages, findings, recordedOn: recorded.recordedOn }, groups);
    expect(lines.join("\n").replaceAll(origin, "")).toBe(
      [
        "Sources on 2026-11-28 (India's date): 6 pages cited by the facts, 4 of them official and watched for changes; 4 reached.",
        "Main text compared with app/content/facts-watch.json, last recorded on 2026-11-01.",
        "",
        "app/content/facts/demo.json",
        "  Quote not found on its page:",
        '    facts.rule.evidence: "Visa fee is AED 100" on /quote-gone',
        "  Main text changed since it was recorded:",
        "    /changed (confirm page of rule; steps: apply): differs from the text recorded on 2026-10-01",
        "  Gone or refused (HTTP 4xx or 5xx):",
        "    /gone (confirm page of fee): HTTP 404",
        "  Moved (redirected to another host or path):",
        "    /redirect (evidence of fee): now at /moved-here",
        "  Unreachable:",
        "    /slow (portals: evisa): no answer within 0.3 s, 2 attempts",
        "",
        "app/content/facts/shared.json",
        "  Main text changed since it was recorded:",
        "    /changed (confirm page of schengenRule): differs from the text recorded on 2026-10-01",
      ].join("\n"),
    );
  });
});

describe("the report", () => {
  const cited: CitedPage[] = [
    { url: "https://a.example/", official: true, citations: [{ file: "demo.json", where: "portals.a" }] },
  ];

  it("says there is nothing to review on the issue's first line when nothing was found", () => {
    const findings = new Map<string, Finding[]>([["https://a.example/", []]]);
    const header = { today: "2026-11-28", pages: cited, findings, recordedOn: "2026-11-27" };
    expect(reportMarkdown(header, reportGroups(cited, findings, ["demo.json"])).split("\n")[0]).toBe(
      "Nothing to review on 2026-11-28.",
    );
    const gone = new Map<string, Finding[]>([["https://a.example/", [{ kind: "gone", status: 404 }]]]);
    const markdown = reportMarkdown({ ...header, findings: gone }, reportGroups(cited, gone, ["demo.json"]));
    expect(markdown.split("\n")[0]).toBe("1 finding to review on 2026-11-28.");
    expect(markdown).toContain(
      "### app/content/facts/demo.json\n\n**Gone or refused (HTTP 4xx or 5xx)**\n\n- https://a.example/ (portals: a): HTTP 404\n",
    );
  });

  it("cuts a body longer than GitHub allows an issue at a line, and says where the rest is", () => {
    const many: CitedPage[] = Array.from({ length: 2_000 }, (_, index) => ({
      url: `https://a.example/page-${index}`,
      official: false,
      citations: [{ file: "demo.json", where: `sources.s${index}` }],
    }));
    const gone = new Map(many.map(({ url }) => [url, [{ kind: "gone", status: 404 }] as Finding[]]));
    const header = { today: "2026-11-28", pages: many, findings: gone, recordedOn: null };
    const markdown = reportMarkdown(header, reportGroups(many, gone, ["demo.json"]));
    expect(markdown.length).toBeLessThan(65_536);
    expect(markdown).toMatch(
      /\(sources: s\d+\): HTTP 404\n\n… cut at GitHub's limit: `npm run sources` prints the whole report.\n$/,
    );
  });
});

describe("recordWatch", () => {
  const cited = (url: string): CitedPage => ({ url, official: true, citations: [] });
  const reached = (mainText: string): Outcome => ({
    kind: "reached",
    url: "",
    mainText,
    quotesNotFound: [],
    unreadable: null,
  });
  const previous: WatchFile = {
    recordedOn: "2026-10-01",
    pages: {
      "https://same.example/": { mainText: { sha256: "aaa", recordedOn: "2026-09-01" }, found: [] },
      "https://new-text.example/": { mainText: { sha256: "bbb", recordedOn: "2026-09-01" }, found: [] },
      "https://down.example/": { mainText: { sha256: "ccc", recordedOn: "2026-09-01" }, found: [] },
      "https://no-longer-cited.example/": { found: [] },
    },
  };
  const pages = [
    "https://same.example/",
    "https://new-text.example/",
    "https://down.example/",
    "https://first.example/",
  ].map(cited);
  const outcomes = new Map<string, Outcome>([
    ["https://same.example/", reached("aaa")],
    ["https://new-text.example/", reached("ddd")],
    ["https://down.example/", { kind: "unreachable", reason: "no answer within 20 s", attempts: 3 }],
    ["https://first.example/", reached("eee")],
  ]);
  const findings = new Map<string, Finding[]>([
    ["https://new-text.example/", [{ kind: "changed", since: "2026-09-01" }]],
    ["https://down.example/", [{ kind: "unreachable", reason: "no answer within 20 s", attempts: 3 }]],
    ["https://first.example/", [{ kind: "unrecorded" }]],
  ]);

  it("records each page's findings and new text; an unchanged text keeps its day, a page not reached its text", () => {
    expect(recordWatch(previous, pages, outcomes, findings, "2026-11-28", "all")).toEqual({
      recordedOn: "2026-11-28",
      pages: {
        "https://same.example/": { mainText: { sha256: "aaa", recordedOn: "2026-09-01" }, found: [] },
        "https://new-text.example/": {
          mainText: { sha256: "ddd", recordedOn: "2026-11-28" },
          found: [{ kind: "changed", since: "2026-09-01" }],
        },
        "https://down.example/": {
          mainText: { sha256: "ccc", recordedOn: "2026-09-01" },
          found: [{ kind: "unreachable", reason: "no answer within 20 s", attempts: 3 }],
        },
        "https://first.example/": { mainText: { sha256: "eee", recordedOn: "2026-11-28" }, found: [] },
      },
    });
  });

  it("accepts the new text only of the pages an editor names", () => {
    const recorded = recordWatch(previous, pages, outcomes, findings, "2026-11-28", new Set(["https://same.example/"]));
    expect(recorded.pages["https://new-text.example/"]!.mainText).toEqual({ sha256: "bbb", recordedOn: "2026-09-01" });
    expect(recorded.pages["https://first.example/"]).toEqual({ found: [{ kind: "unrecorded" }] });
  });
});
