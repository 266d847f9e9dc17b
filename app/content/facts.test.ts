import { describe, expect, it } from "vitest";
import { currencyPegs, guideFacts, parseGuideFacts, schengen, sharedOnlyFacts } from "./facts";
import { readContentFiles } from "./read-content-files";

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
  changeLog: unknown[];
  corrections?: unknown[];
  facts: Record<
    string,
    { topic?: string; date: string | null; confirmAt: string; evidence: { source: string }[] } | string
  >;
  timingFacts: string[];
  portals: Record<string, { url: string; fee: { fact: string } | null }>;
  lookAlikes: { fact: string }[];
  documents: { items: { id: string; fact: string; paths?: string[]; situations?: string[] }[] };
  costs: { id: string; kind: string; basis: string; ages?: unknown; limits?: string; currency: string }[];
  children?: { id: string; fact: string }[];
  heldVisas?: { id: string; holdings: string[]; facts: string[]; stay: unknown; fee: unknown }[];
  ownHoldings?: string[];
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

  it("are read from disk by node scripts (npm run facts) as Vite's glob gives them", () => {
    expect(readContentFiles("facts")).toEqual(files);
  });

  it("are due for review their topic's period after their evidence's date; undated evidence is due now", () => {
    const review = (topic: string, date: string | null) =>
      parseGuideFacts(
        changed("vietnam.json", (file) => {
          Object.assign(file.facts.fees as object, { topic, date });
        }),
      ).vietnam.facts.fees!.reviewBy;
    expect(review("processingTime", "2026-12-25")).toBe("2027-02-05");
    expect(review("waitingTime", "2026-10-07")).toBe("2026-11-18");
    expect(review("rule", "2026-02-24")).toBe("2026-05-24");
    // Three months after 30 November is the last day of February.
    expect(review("document", "2026-11-30")).toBe("2027-02-28");
    expect(review("lookAlike", "2026-06-16")).toBe("2026-09-16");
    expect(review("fee", "2026-08-31")).toBe("2027-02-28");
    expect(review("portal", "2026-01-10")).toBe("2026-07-10");
    expect(review("statistic", "2028-02-29")).toBe("2029-02-28");
    // A shared fact is due as it is in shared.json; an undated one has no review-by date.
    expect(guideFacts.france.facts.decisionTime!.reviewBy).toBeNull();
  });

  it("reject a fact without a topic, or with a topic not in the list", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          delete (file.facts.fees as { topic?: string }).topic;
          (file.facts.ninetyDays as { topic?: string }).topic = "stay";
        }),
      ),
    ).toEqual([
      `${vietnam}: facts.ninetyDays.topic: Invalid option: expected one of "rule"|"document"|"fee"|"processingTime"|"waitingTime"|"portal"|"lookAlike"|"statistic"|"exchangeRate"`,
      `${vietnam}: facts.fees.topic: Invalid option: expected one of "rule"|"document"|"fee"|"processingTime"|"waitingTime"|"portal"|"lookAlike"|"statistic"|"exchangeRate"`,
    ]);
  });

  it("reject a timing fact that is not a time, and a look-alike whose fact is not about a look-alike", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          file.timingFacts = ["fees"];
          file.lookAlikes[0]!.fact = "officialPortal";
        }),
      ),
    ).toEqual([
      `${vietnam}: timingFacts[0]: names fact "fees", whose topic is "fee": expected "processingTime" or "waitingTime"`,
      `${vietnam}: lookAlikes[0].fact: names fact "officialPortal", whose topic is "portal": expected "lookAlike"`,
    ]);
    // A shared fact's topic is read from shared.json.
    expect(
      problemsIn(
        changed("shared.json", (file) => {
          const shared = file as unknown as { facts: Record<string, { topic: string }> };
          shared.facts.schengenDecisionTime!.topic = "rule";
        }),
      ),
    ).toEqual([
      `app/content/facts/switzerland.json: timingFacts[0]: names fact "decisionTime", whose topic is "rule": expected "processingTime" or "waitingTime"`,
      `app/content/facts/france.json: timingFacts[0]: names fact "decisionTime", whose topic is "rule": expected "processingTime" or "waitingTime"`,
      `app/content/facts/germany.json: timingFacts[1]: names fact "decisionTime", whose topic is "rule": expected "processingTime" or "waitingTime"`,
    ]);
  });

  it("reject a day to aim for's figures that do not hold: a longest decision no longer than the usual, a wait or peak without its fact", () => {
    const france = "app/content/facts/france.json";
    expect(
      problemsIn(
        changed("france.json", (file) => {
          const window = (file as unknown as { applyWindow: Record<string, unknown> }).applyWindow;
          window.longestProcessingDays = 10;
          window.appointmentWait = { days: 21, fact: "visaFee" };
          window.peakSeason = { months: [4, 13], fact: "summerRush" };
        }),
      ),
    ).toEqual([
      `${france}: applyWindow.peakSeason.months[1]: Too big: expected number to be <=12`,
      `${france}: applyWindow.longestProcessingDays: expected longestProcessingDays to exceed processingDays (null where the evidence gives no longer figure)`,
      `${france}: applyWindow.appointmentWait.fact: names fact "visaFee", whose topic is "fee": expected "waitingTime"`,
      `${france}: applyWindow.peakSeason.fact: names fact "summerRush", which is not in this file's facts`,
    ]);
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

  it("say whom each cost is charged for, and reject a basis that does not fit the cost", () => {
    const canada = "app/content/facts/canada.json";
    const france = guideFacts.france.costs;
    expect(france.map(({ id, basis, ages }) => [id, basis, ages])).toEqual([
      ["visaFee", "perPerson", { from: 12, to: null }],
      ["childVisaFee", "perPerson", { from: 6, to: 11 }],
      ["infantVisaFee", "perPerson", { from: 0, to: 5 }],
      ["serviceFee", "unknown", undefined],
      ["insurance", "notACharge", undefined],
      ["funds", "notACharge", undefined],
    ]);
    expect(
      problemsIn(
        changed("canada.json", (file) => {
          const [visaFee, biometricsFee, biometricsFamily, funds] = file.costs;
          funds!.basis = "perPerson";
          visaFee!.ages = { from: 12, to: 6 };
          biometricsFee!.basis = "perApplication";
          biometricsFee!.ages = { from: 14, to: null };
          biometricsFamily!.limits = "visaFees";
          file.costs.push({ ...biometricsFamily!, id: "groupFee", basis: "perPerson", limits: "biometricsFamily" });
          file.children = [{ id: "ownForm", fact: "childForm" }];
        }),
      ),
    ).toEqual([
      `${canada}: costs[0].ages: expected from to be no more than to`,
      `${canada}: costs[1].ages: expected ages only on a "perPerson" cost, got basis "perApplication"`,
      `${canada}: costs[2].limits: names cost "visaFees", which is not in this file's costs`,
      `${canada}: costs[3].basis: expected "notACharge" for a cost of kind "funds", got "perPerson"`,
      `${canada}: costs[4].limits: expected a limit only on a "perGroup" cost, got basis "perPerson"`,
      `${canada}: costs[4].limits: names cost "biometricsFamily": expected a "perPerson" cost in CAD`,
      `${canada}: children[0].fact: names fact "childForm", which is not in this file's facts`,
    ]);
  });

  it("leave held visas and own holdings empty where a file lists none, and give an entry that opens nothing no stay or fee", () => {
    expect(guideFacts.vietnam).toMatchObject({ heldVisas: [], ownHoldings: [] });
    const canada = "app/content/facts/canada.json";
    expect(
      problemsIn(
        changed("canada.json", (file) => {
          const usVisa = file.heldVisas!.find(({ id }) => id === "usVisa")!;
          usVisa.stay = { days: 180 };
          usVisa.fee = "free";
        }),
      ),
    ).toEqual([
      `${canada}: heldVisas[1].stay: expected null for an entry that opens nothing ("none")`,
      `${canada}: heldVisas[1].fee: expected null for an entry that opens nothing ("none")`,
    ]);
  });

  it("reject a holding answered twice, or also the destination's own, and an entry naming a fact the file does not have", () => {
    const uae = "app/content/facts/united-arab-emirates.json";
    expect(
      problemsIn(
        changed("united-arab-emirates.json", (file) => {
          const [usEu, uk] = file.heldVisas!;
          uk!.holdings.push("us-green-card");
          usEu!.facts.push("arrivalRumour");
          file.ownHoldings = ["uk-visa"];
        }),
      ),
    ).toEqual([
      `${uae}: heldVisas[0].facts[5]: names fact "arrivalRumour", which is not in this file's facts`,
      `${uae}: heldVisas[1].holdings[0]: names "uk-visa", which ownHoldings or an earlier entry already answers`,
      `${uae}: heldVisas[1].holdings[2]: names "us-green-card", which ownHoldings or an earlier entry already answers`,
    ]);
    expect(
      problemsIn(
        changed("united-arab-emirates.json", (file) => {
          file.heldVisas![0]!.holdings.push("us-visa");
        }),
      ),
    ).toEqual([`${uae}: heldVisas[0].holdings: expected each holding once`]);
  });

  it("reject a change log naming a missing fact, an undated fact, a fact twice, or an entry that is not an id", () => {
    expect(
      problemsIn(
        changed("vietnam.json", (file) => {
          file.changeLog = ["evisaForEveryone", "officialPortal", "ninetyDays", "ninetyDays"];
        }),
      ),
    ).toEqual([
      `${vietnam}: changeLog[0]: names fact "evisaForEveryone", which is not in this file's facts`,
      `${vietnam}: changeLog[1]: names fact "officialPortal", which is undated ("stated"): a change needs its evidence's date`,
      `${vietnam}: changeLog[3]: names fact "ninetyDays" twice`,
    ]);
    // One id per entry: a second date would be a date no source was checked for (decision 0013).
    expect(
      problemsIn(
        changed(
          "united-arab-emirates.json",
          (file) => void (file.changeLog = [{ fact: "arrivalWidened", since: "2025-02-13" }]),
        ),
      ),
    ).toEqual([
      `app/content/facts/united-arab-emirates.json: changeLog[0]: Invalid input: expected string, received object`,
    ]);
  });

  it("reject a correction naming a missing fact, repeating an id, dated before its fact, or without a real date", () => {
    expect(
      problemsIn(
        changed("united-arab-emirates.json", (file) => {
          file.corrections = [
            { id: "sixMonths", date: "2026-11-28", fact: "arrivalSixMonths" },
            { id: "sixMonths", date: "2024-10-20", fact: "arrivalWithVisa" },
            { id: "fees", date: "2026-02-30", fact: "visitVisaTypes" },
          ];
        }),
      ),
    ).toEqual([
      `app/content/facts/united-arab-emirates.json: corrections[2].date: expected a real calendar date, got "2026-02-30"`,
      `app/content/facts/united-arab-emirates.json: corrections[0].fact: names fact "arrivalSixMonths", which is not in this file's facts`,
      `app/content/facts/united-arab-emirates.json: corrections[1].id: repeats id "sixMonths"`,
      `app/content/facts/united-arab-emirates.json: corrections[1].date: is before 2024-10-21, the date of fact "arrivalWithVisa" it rests on`,
    ]);
  });

  it("read a file without corrections as having none", () => {
    const guides = parseGuideFacts(changed("united-arab-emirates.json", (file) => void delete file.corrections));
    expect(guides["united-arab-emirates"].corrections).toEqual([]);
    expect(guideFacts["united-arab-emirates"].corrections).toContainEqual({
      id: "heldVisaSixMonths",
      date: "2026-11-28",
      fact: "arrivalWithVisa",
    });
  });

  it("reject a shared fact that shared.json does not have", () => {
    expect(problemsIn(changed("france.json", (file) => void (file.facts.decisionTime = "schengenDecision")))).toEqual([
      `app/content/facts/france.json: facts.decisionTime: names shared fact "schengenDecision", which is not in shared.json`,
    ]);
  });

  it("give the Schengen states with our guide to each, the fact listing them and the rule, citations resolved", () => {
    expect(schengen.members).toHaveLength(29);
    expect(schengen.members.filter(({ guide }) => guide !== null)).toEqual([
      { code: "FR", guide: "france" },
      { code: "DE", guide: "germany" },
      { code: "CH", guide: "switzerland" },
    ]);
    expect(schengen.membersFact.evidence.map(({ publisher }) => publisher)).toContain(
      "Embassy of the Federal Republic of Germany in Kathmandu",
    );
    expect(schengen.whereToApply).toMatchObject({ topic: "rule", dating: "stated", reviewBy: null });
  });

  it("reject a Schengen rule shared.json does not have, and a Schengen state's guide the site does not list", () => {
    const copy = structuredClone(files);
    const { schengen } = copy["shared.json"] as {
      schengen: { whereToApply: string; members: Record<string, unknown> };
    };
    schengen.whereToApply = "schengenRule";
    schengen.members.IT = "italy";
    expect(problemsIn(copy)).toEqual([
      `app/content/facts/shared.json: schengen.whereToApply: names fact "schengenRule", which is not in this file's facts`,
      `app/content/facts/shared.json: schengen.members.IT: names guide "italy", which is not a destination the site lists (destination-photos.ts)`,
    ]);
  });

  it("reject a dated fact without a date, and a date on a fact stated on an undated page", () => {
    const dating = (name: string, value: string) =>
      changed("vietnam.json", (file) => {
        const fact = file.facts.fees as unknown as { dating: string; date: string | null };
        if (name === "date") fact.date = null;
        else fact.dating = value;
      });
    expect(problemsIn(dating("date", ""))).toEqual([
      `${vietnam}: facts.fees.date: expected the evidence's date for a fact dated "reported", got null`,
    ]);
    expect(problemsIn(dating("dating", "stated"))).toEqual([
      `${vietnam}: facts.fees.date: expected null for a fact stated on an undated page, got "2022-10-25"`,
    ]);
  });

  it("reject an unknown rule kind", () => {
    expect(problemsIn(changed("vietnam.json", (file) => void (file.kind = "visa-maybe")))).toEqual([
      `${vietnam}: kind: Invalid option: expected one of "visa-free"|"e-visa"|"visa-on-arrival"|"eta"|"embassy-visa"|"visa-before-travel"`,
    ]);
  });

  it("reject a checklist item's way in or situation not in the list, named twice, or an empty list of them", () => {
    const problems = problemsIn(
      changed("vietnam.json", (file) => {
        const [first, second, third] = file.documents.items;
        first!.paths = ["application", "application"];
        second!.situations = ["pensioner"];
        third!.paths = [];
      }),
    );
    expect(problems).toEqual([
      `${vietnam}: documents.items[0].paths: expected each path once`,
      `${vietnam}: documents.items[1].situations[0]: Invalid option: expected one of "employed"|"selfEmployed"|"student"|"retired"|"notEarning"|"child"`,
      `${vietnam}: documents.items[2].paths: Too small: expected array to have >=1 items`,
    ]);
    expect(guideFacts["united-arab-emirates"].documents.items.find(({ id }) => id === "otherVisa")?.paths).toEqual([
      "onArrival",
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
    expect(problemsIn({ ...withoutCanada, "peru.json": canada })).toEqual([
      "app/content/facts/peru.json: not a destination the site lists (destination-photos.ts) nor shared.json",
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

  it("give each currency peg with where to confirm it, and name a peg whose fact is not an exchange rate", () => {
    expect(currencyPegs.AED).toEqual({ to: "USD", units: 3.6725, confirmAt: "https://www.centralbank.ae/" });
    expect(
      problemsIn(
        changed("shared.json", (file) => {
          const shared = file as unknown as { currencyPegs: Record<string, { fact: string }> };
          shared.currencyPegs.AED!.fact = "schengenDecisionTime";
        }),
      ),
    ).toEqual([
      `app/content/facts/shared.json: currencyPegs.AED.fact: names fact "schengenDecisionTime", which is not an "exchangeRate" fact of this file`,
    ]);
  });
});

describe("shared.json's facts no guide cites", () => {
  it("are the Schengen rule and states, resolved as a guide's, and none a guide cites", () => {
    expect(Object.keys(sharedOnlyFacts)).toEqual(expect.arrayContaining(["schengenWhereToApply"]));
    expect(sharedOnlyFacts.schengenWhereToApply).toEqual(schengen.whereToApply);
    expect(Object.keys(sharedOnlyFacts)).not.toContain("schengenShortStay");
  });
});
