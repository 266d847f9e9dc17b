import { describe, expect, it } from "vitest";
import { guideFacts, parseGuideFacts } from "./facts";

/** The files as written, by name; each test breaks a copy, never a file in the repository. */
const files = Object.fromEntries(
  Object.entries(import.meta.glob("./facts/*.json", { eager: true, import: "default" })).map(([path, content]) => [
    path.slice("./facts/".length),
    content,
  ]),
);

// The files' shape as far as the tests change them.
interface WrittenFile {
  kind: string;
  endsOn: string | null;
  ruleFact: string;
  facts: Record<string, { date: string | null; confirmAt: string; evidence: { source: string }[] } | string>;
  timingFacts: string[];
  portals: Record<string, { url: string; fee: { fact: string } | null }>;
  lookAlikes: { fact: string }[];
  sources: Record<string, { url: string; date: string | null; kind: string }>;
}

type Files = Record<string, unknown>;

/** A copy of the files with one file changed. */
function changed(name: string, change: (file: WrittenFile) => void): Files {
  const copy = structuredClone(files);
  change(copy[name] as WrittenFile);
  return copy;
}

/** The problems the loader reports, one per line after its heading. */
function problemsIn(files: Files): string[] {
  try {
    parseGuideFacts(files);
  } catch (error) {
    const [heading, ...problems] = (error as Error).message.split("\n");
    expect(heading).toBe("Guide facts:");
    return problems;
  }
  return [];
}

const vietnam = "app/content/facts/vietnam.json";

describe("the guides' facts as data", () => {
  it("load from the files in the site's order of destinations, with every citation resolved", () => {
    expect(problemsIn(files)).toEqual([]);
    expect(parseGuideFacts(files)).toEqual(guideFacts);
    expect(guideFacts.vietnam.facts.fees!.evidence[0]).toEqual({
      title: "Immigration Department gives advice to foreign e-visa applicants",
      publisher: "Saigon Giai Phong (SGGP) / VNA",
      url: "https://www.sggpnews.org.vn/national/immigration-department-gives-advice-to-foreign-evisa-applicants-102898.html",
      date: "2022-10-25",
      kind: "newspaper",
      quote: expect.stringContaining("US$25"),
    });
    // A fact several destinations cite is written once, in shared.json.
    expect(guideFacts.france.facts.decisionTime).toEqual(guideFacts.switzerland.facts.decisionTime);
    expect(guideFacts.france.facts.decisionTime!.evidence[0]!.publisher).toBe(
      "European Commission, Migration and Home Affairs",
    );
  });

  it("reject a date that is not on the calendar, or not written YYYY-MM-DD", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          (file.facts.fees as { date: string }).date = "2026-02-30";
          file.endsOn = "31-12-2026";
          file.sources.sggpEvisaAdvice2022!.date = "2023-13-01";
        }),
      ),
    ).toEqual([
      `${vietnam}: endsOn: expected a date as YYYY-MM-DD, got "31-12-2026"`,
      `${vietnam}: facts.fees.date: expected a real calendar date, got "2026-02-30"`,
      `${vietnam}: sources.sggpEvisaAdvice2022.date: expected a real calendar date, got "2023-13-01"`,
    ]);
    // A leap day only in a leap year.
    expect(problemsIn(changed("malaysia.json", (file) => void (file.endsOn = "2028-02-29")))).toEqual([]);
    expect(problemsIn(changed("malaysia.json", (file) => void (file.endsOn = "2027-02-29")))).toEqual([
      `app/content/facts/malaysia.json: endsOn: expected a real calendar date, got "2027-02-29"`,
    ]);
  });

  it("reject a fact citing a source that is neither in its file nor in shared.json", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          (file.facts.fees as { evidence: { source: string }[] }).evidence[0]!.source = "sggpEvisaAdvice2021";
        }),
      ),
    ).toEqual([
      `${vietnam}: facts.fees.evidence[0].source: cites source "sggpEvisaAdvice2021", which is not in this file's sources nor in shared.json`,
    ]);
  });

  it("reject a rule, timing fact, fee or look-alike naming a fact the file does not have", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          file.ruleFact = "evisaForEveryone";
          file.timingFacts = ["threeDays"];
          file.portals.evisa!.fee!.fact = "fee";
          file.lookAlikes[1]!.fact = "fakeSites";
        }),
      ),
    ).toEqual([
      `${vietnam}: ruleFact: names fact "evisaForEveryone", which is not in this file's facts`,
      `${vietnam}: timingFacts[0]: names fact "threeDays", which is not in this file's facts`,
      `${vietnam}: portals.evisa.fee.fact: names fact "fee", which is not in this file's facts`,
      `${vietnam}: lookAlikes[1].fact: names fact "fakeSites", which is not in this file's facts`,
    ]);
  });

  it("reject a shared fact that shared.json does not have", () => {
    expect(problemsIn(changed("france.json", (file) => void (file.facts.decisionTime = "schengenDecision")))).toEqual([
      `app/content/facts/france.json: facts.decisionTime: names shared fact "schengenDecision", which is not in shared.json`,
    ]);
  });

  it("reject an unknown rule kind", () => {
    expect(problemsIn(changed("vietnam.json", (file) => void (file.kind = "visa-maybe")))).toEqual([
      `${vietnam}: kind: Invalid option: expected one of "visa-free"|"e-visa"|"visa-on-arrival"|"eta"|"embassy-visa"|"visa-before-travel"`,
    ]);
  });

  it("reject an official link that is not https: where to confirm, a portal, an official source", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          (file.facts.fees as { confirmAt: string }).confirmAt = "http://evisa.xuatnhapcanh.gov.vn/";
          file.portals.evisa!.url = "evisa.xuatnhapcanh.gov.vn";
          file.sources.daNangHealthFakeSites!.url = "http://soyte.danang.gov.vn/";
        }),
      ),
    ).toEqual([
      `${vietnam}: facts.fees.confirmAt: expected an https address, got "http://evisa.xuatnhapcanh.gov.vn/"`,
      `${vietnam}: portals.evisa.url: expected an https address, got "evisa.xuatnhapcanh.gov.vn"`,
      `${vietnam}: sources.daNangHealthFakeSites.url: expected an https address for an official source, got "http://soyte.danang.gov.vn/"`,
    ]);
    // A paper or another page may be read over http: it is evidence, never a link on the page.
    expect(
      problemsIn(changed("vietnam.json", (file) => void (file.sources.sggpEvisaAdvice2022!.url = "http://sggp.vn/a"))),
    ).toEqual([]);
  });

  it("reject a source written twice or cited by no fact, and a field that is not in the schema", () => {
    expect(
      problemsIn(
        changed("switzerland.json", (file) => {
          file.sources.europeanCommissionVisaDecision = file.sources.vfsSwitzerlandFaq!;
          file.sources.unread = file.sources.vfsSwitzerlandFaq!;
          (file.facts.inPerson as unknown as Record<string, unknown>).confirmedAt = "2026-11-25";
        }),
      ),
    ).toEqual([
      `app/content/facts/switzerland.json: facts.inPerson: Unrecognized key: "confirmedAt"`,
      `app/content/facts/switzerland.json: sources.europeanCommissionVisaDecision: is also in shared.json: cite that one`,
      `app/content/facts/switzerland.json: sources.unread: is cited by no fact`,
    ]);
  });

  it("reject a file that is not a destination the site lists, and a destination without a file", () => {
    const { ["canada.json"]: canada, ...withoutCanada } = files;
    expect(problemsIn({ ...withoutCanada, "japan.json": canada })).toEqual([
      "app/content/facts/japan.json: not a destination the site lists (destination-photos.ts) nor shared.json",
      "app/content/facts/canada.json: missing",
    ]);
  });

  it("name shared.json when it is wrong", () => {
    expect(
      problemsIn(
        changed("shared.json", (file) => {
          (file as unknown as { facts: Record<string, { dating: string }> }).facts.schengenDecisionTime!.dating =
            "said";
        }),
      ),
    ).toEqual([
      `app/content/facts/shared.json: facts.schengenDecisionTime.dating: Invalid option: expected one of "announced"|"inForce"|"reported"|"stated"`,
    ]);
    expect(
      problemsIn(
        changed("shared.json", (file) => {
          const shared = file as unknown as { facts: Record<string, { evidence: { source: string }[] }> };
          shared.facts.schengenDecisionTime!.evidence[0]!.source = "europeanCommission";
        }),
      ),
    ).toEqual([
      `app/content/facts/shared.json: facts.schengenDecisionTime.evidence[0].source: cites source "europeanCommission", which is not in this file's sources`,
      `app/content/facts/shared.json: sources.europeanCommissionVisaDecision: is cited by no fact`,
    ]);
  });
});
