import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { dayAfter, nextRuleChange, ruleStatus, schemesPastEnd, todayInIndia } from "~/lib/logic/destination-guides";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { destinationGuides, officialSiteProblems, parseGuideWords } from "./destination-guides";
import { guidePage } from "./guide-page";
import { destinationSlugs } from "./destination-photos";
import { type GuideFacts, guideFacts } from "./facts";

/** The day these guides were written against; the real clock is checked too. */
const writtenOn = "2026-11-28";
const clocks = [writtenOn, todayInIndia()];

/**
 * Hosts of the government, foreign-ministry, official-portal and embassy pages a fact may send
 * a visitor to. A host is added here only after its page was read as official.
 */
const officialHosts = new Set([
  "icp.gov.ae",
  "www.gdrfad.gov.ae",
  "travel.state.gov",
  "ceac.state.gov",
  "www.cbp.gov",
  "www.schweiz-indien.eda.admin.ch",
  "home-affairs.ec.europa.eu",
  "evisa.xuatnhapcanh.gov.vn",
  "www.mfa.gov.sg",
  "www.ica.gov.sg",
  "migration.gov.az",
  "eservices.immigration.gov.lk",
  // The visa centre the Swiss embassy in India has its appointments booked at.
  "www.vfsglobal.ch",
  "www.geoconsul.gov.ge",
  "www.evisa.gov.ge",
  "newdelhi.mfa.gov.az",
  "abudhabi.mfa.gov.az",
  "evisa.gov.az",
  "www.eta.gov.lk",
  "france-visas.gouv.fr",
  "www.imi.gov.my",
  "imigresen-online.imi.gov.my",
  "newdelhi.thaiembassy.org",
  "www.thaievisa.go.th",
  "tdac.immigration.go.th",
  "www.canada.ca",
  "mt.gov.sa",
  // Named as the official platforms by the newspapers the guides cite (their pages were not stored to read).
  "www.nusuk.sa",
  "evisa.rop.gov.om",
  "kuwaitvisa.moi.gov.kw",
  "www.mofa.go.jp",
  "www.digital.go.jp",
  "evisa.gov.ph",
  "etravel.gov.ph",
  "imigrasi.go.id",
  "lovebali.baliprov.go.id",
  // Not read: no stored copy. Named as Qatar's official visa platform by Visit Qatar (Gulf News,
  // 25 April 2023) and as Maldives Immigration's portal by Immigration (Maldives.net.mv, 2020).
  "hayya.qa",
  "imuga.immigration.gov.mv",
  "www.gov.uk",
  "india.diplo.de",
]);

/** Destinations whose rule rests only on official pages that show no date: stated, never dated. */
const undatedRules = new Set(["singapore"]);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const guides = Object.entries(guideFacts) as [keyof typeof guideFacts, GuideFacts][];

function expectOfficial(address: string) {
  const url = new URL(address);
  expect(url.protocol, address).toBe("https:");
  expect(officialHosts, address).toContain(url.host);
}

describe("destination guides", () => {
  it("cover every destination, in every language, keyed alike", () => {
    const slugs = [...destinationSlugs].sort();
    expect(Object.keys(guideFacts).sort()).toEqual(slugs);
    for (const locale of locales) {
      expect(Object.keys(destinationGuides[locale]).sort()).toEqual(slugs);
      for (const [slug, guide] of guides) {
        const text = destinationGuides[locale][slug];
        expect(Object.keys(text.facts), `${locale} ${slug}`).toEqual(Object.keys(guide.facts));
        expect(Object.keys(text.portals), `${locale} ${slug}`).toEqual(Object.keys(guide.portals));
        expect(text.faqs.length, `${locale} ${slug}`).toBeGreaterThanOrEqual(3);
        expect(text.faqs.length, `${locale} ${slug}`).toBeLessThanOrEqual(5);
        // Its checklist (decision 0019): where no official list was found, the items a source names.
        expect(Object.keys(text.checklist).length, `${locale} ${slug}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(guides)("%s: a rule resting on a fact, and the evidence behind every fact", (slug, guide) => {
    expect(guide.facts).toHaveProperty(guide.ruleFact);
    for (const id of [...guide.timingFacts, ...guide.lookAlikes.map(({ fact }) => fact)]) {
      expect(guide.facts).toHaveProperty(id);
    }
    for (const [id, fact] of Object.entries(guide.facts)) {
      const where = `${slug}.${id}`;
      expect(fact.evidence.length, where).toBeGreaterThan(0);
      for (const evidence of fact.evidence) {
        expect(evidence.publisher && evidence.quote, where).toBeTruthy();
        // A source without a title of its own has none (null), never an empty one.
        expect(evidence.title, where).not.toBe("");
        expect(() => new URL(evidence.url), where).not.toThrow();
        if (evidence.date !== null) expect(evidence.date, where).toMatch(isoDate);
      }
      expectOfficial(fact.confirmAt);
      const dates = fact.evidence.map(({ date }) => date);
      if (fact.dating === "stated") {
        // Undated pages only: a date shown on the page always belongs to a source.
        expect(fact.date, where).toBeNull();
        expect(
          dates.every((date) => date === null),
          where,
        ).toBe(true);
      } else {
        expect(dates, where).toContain(fact.date);
      }
      // An authority's announcement or a rule in force is dated by the authority's own page.
      if (fact.dating === "announced" || fact.dating === "inForce") {
        const authority = fact.evidence.filter(({ kind }) => kind === "official" || kind === "embassy");
        expect(
          authority.map(({ date }) => date),
          where,
        ).toContain(fact.date);
      }
    }
  });

  it.each(guides)("%s: each step and each step before the flight links an official page, if any", (_, guide) => {
    for (const { url } of [...(guide.steps ?? []), ...(guide.beforeYouFly ?? [])])
      if (url !== null) expectOfficial(url);
  });

  it.each(guides)(
    "%s: dated facts, none in the future, and a dated rule unless its sources show no date",
    (slug, guide) => {
      const dated = Object.values(guide.facts).flatMap(({ date }) => (date === null ? [] : [date]));
      expect(dated.length).toBeGreaterThan(0);
      for (const clock of clocks) for (const date of dated) expect(date <= clock, `${date} after ${clock}`).toBe(true);
      for (const clock of clocks)
        for (const { date } of guide.corrections) expect(date <= clock, `correction ${date} after ${clock}`).toBe(true);
      const ruleDate = guide.facts[guide.ruleFact]!.date;
      if (undatedRules.has(slug)) expect(ruleDate).toBeNull();
      else expect(ruleDate).toMatch(isoDate);
    },
  );

  it.each(guides)("%s: official portals, fees dated by a source, look-alikes never official", (_slug, guide) => {
    for (const portal of Object.values(guide.portals)) {
      expectOfficial(portal.url);
      if (portal.fee) {
        expect(portal.fee.currency).toMatch(/^[A-Z]{3}$/);
        expect(guide.facts[portal.fee.fact]?.date).toMatch(isoDate);
      }
    }
    for (const { host } of guide.lookAlikes) expect(officialHosts).not.toContain(host);
  });

  it("never shows a temporary scheme past its last day as current", () => {
    const malaysia = guideFacts.malaysia;
    expect(malaysia.endsOn).toBe("2026-12-31");
    expect(ruleStatus(malaysia, writtenOn)).toBe("current");
    expect(ruleStatus(malaysia, "2026-12-31")).toBe("current");
    expect(ruleStatus(malaysia, "2027-01-01")).toBe("ended");
    for (const [, guide] of guides) {
      if (guide.endsOn) expect(ruleStatus(guide, "9999-12-31")).toBe("ended");
    }
    expect(schemesPastEnd(guideFacts, writtenOn)).toEqual([]);
    expect(schemesPastEnd(guideFacts, "2027-01-05")).toEqual([{ slug: "malaysia", endsOn: "2026-12-31" }]);
  });

  it("names the day a scheme's status changes while it is still ahead: the day after its last", () => {
    const malaysia = guideFacts.malaysia;
    expect(nextRuleChange(malaysia, writtenOn)).toBe("2027-01-01");
    expect(nextRuleChange(malaysia, "2026-12-31")).toBe("2027-01-01");
    expect(ruleStatus(malaysia, nextRuleChange(malaysia, writtenOn)!)).toBe("ended");
    expect(nextRuleChange(malaysia, "2027-01-01")).toBeNull();
    expect(nextRuleChange({ endsOn: null }, writtenOn)).toBeNull();
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
    expect(dayAfter("2027-02-28")).toBe("2027-03-01");
  });

  it("says plainly that Thailand's rule is changing, dated by the report of the change", () => {
    expect(ruleStatus(guideFacts.thailand, writtenOn)).toBe("changing");
    expect(guideFacts.thailand.facts[guideFacts.thailand.ruleFact]).toMatchObject({
      dating: "reported",
      date: "2026-05-27",
    });
    expect(ruleStatus({ endsOn: null, changing: false }, writtenOn)).toBe("current");
  });

  it("words a date in each language, and reads today's date in India", () => {
    expect(formatGuideDate("2024-12-20", "en")).toBe("20\u00a0December\u00a02024");
    expect(formatGuideDate("2024-12-20", "hi")).toBe("20\u00a0दिसंबर\u00a02024");
    // 00:30 on 1 January in India is still 31 December in UTC.
    expect(todayInIndia(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });
});

describe("the guides' words as data", () => {
  /** Each guide's words in every language, as the word files give them; each test breaks a copy. */
  const files = () =>
    structuredClone(
      Object.fromEntries(
        destinationSlugs.map((slug) => [
          slug,
          Object.fromEntries(
            locales.map((locale) => [locale, destinationGuides[locale][slug as keyof typeof guideFacts]]),
          ),
        ]),
      ),
    ) as Parameters<typeof parseGuideWords>[0];

  function problemsIn(words: Parameters<typeof parseGuideWords>[0]): string[] {
    try {
      parseGuideWords(words, guideFacts);
    } catch (error) {
      const [heading, ...problems] = (error as Error).message.split("\n");
      expect(heading).toBe("Guide words:");
      return problems;
    }
    return [];
  }

  it("load every guide in every language", () => {
    expect(parseGuideWords(files(), guideFacts)).toEqual(destinationGuides);
  });

  it("need the words of every fact and portal in every language, and no words without a fact", () => {
    const words = files();
    const georgia = words.georgia.hi as { facts: Record<string, unknown>; portals: Record<string, string> };
    georgia.facts.visaFree = georgia.facts.notVisaFree;
    delete georgia.facts.notVisaFree;
    delete georgia.portals.evisa;
    expect(problemsIn(words)).toEqual([
      "app/content/words/hi/guides/georgia.json: facts.notVisaFree: missing (app/content/facts/georgia.json has this fact)",
      "app/content/words/hi/guides/georgia.json: facts.visaFree: extra (no such fact in app/content/facts/georgia.json)",
      "app/content/words/hi/guides/georgia.json: portals.evisa: missing (app/content/facts/georgia.json has this portal)",
    ]);
  });

  it("need the words of every correction in every language, and none for a correction the facts lack", () => {
    const words = files();
    const uae = words["united-arab-emirates"].ta as { corrections: Record<string, string> };
    delete uae.corrections.heldVisaSixMonths;
    (words.canada.hi as { corrections?: Record<string, string> }).corrections = { sixMonths: "छह महीने" };
    expect(problemsIn(words)).toEqual([
      "app/content/words/hi/guides/canada.json: corrections.sixMonths: extra (no such correction in app/content/facts/canada.json)",
      "app/content/words/ta/guides/united-arab-emirates.json: corrections.heldVisaSixMonths: missing (app/content/facts/united-arab-emirates.json has this correction)",
    ]);
  });

  it("need what a guide shows, naming the file and the key", () => {
    const words = files();
    const canada = words.canada.en as Record<string, unknown>;
    delete canada.stay;
    canada.applyWindow = { summary: "Apply early.", tooEarly: "Wait." };
    (canada.faqs as { answer: string }[])[1]!.answer = " ";
    expect(problemsIn(words)).toEqual([
      "app/content/words/en/guides/canada.json: stay: Invalid input: expected string, received undefined",
      "app/content/words/en/guides/canada.json: faqs[1].answer: expected some text",
      "app/content/words/en/guides/canada.json: applyWindow.tooLate: Invalid input: expected string, received undefined",
    ]);
  });

  it("need a banner saying whom a change concerns exactly while the facts say the rule is changing", () => {
    const words = files();
    delete (words.thailand.bn as { changing?: string }).changing;
    (words.canada.en as { changing?: string }).changing = "Changing for everyone.";
    expect(problemsIn(words)).toEqual([
      "app/content/words/en/guides/canada.json: changing: extra (app/content/facts/canada.json has changing: false)",
      "app/content/words/bn/guides/thailand.json: changing: missing (app/content/facts/thailand.json has changing: true)",
    ]);
  });

  it("need the words of every held-visa entry, and of no other", () => {
    const words = files();
    delete (words.georgia.ta as { heldVisas: Record<string, unknown> }).heldVisas.onOfficialList;
    (words.canada.hi as { heldVisas: Record<string, unknown> }).heldVisas.ukVisa = {
      who: "ब्रिटेन का वीज़ा",
      conditions: [],
    };
    expect(problemsIn(words)).toEqual([
      "app/content/words/hi/guides/canada.json: heldVisas.ukVisa: extra (no such held-visa entry in app/content/facts/canada.json)",
      "app/content/words/ta/guides/georgia.json: heldVisas.onOfficialList: missing (app/content/facts/georgia.json has this held-visa entry)",
    ]);
  });
});

describe("the official sites' names (decision 0022)", () => {
  it("name the site of every page a fact sends a visitor to confirm on, in every language, and no other", () => {
    expect(officialSiteProblems(guidePage.en.officialSites, guideFacts)).toEqual([]);
    for (const locale of locales)
      expect(Object.keys(guidePage[locale].officialSites)).toEqual(Object.keys(guidePage.en.officialSites));
  });

  it("name the fact whose site has no name, and a name no fact needs", () => {
    const sites: Record<string, string> = { ...guidePage.en.officialSites, "www.example.gov": "Example's site" };
    delete sites["icp.gov.ae"];
    expect(officialSiteProblems(sites, guideFacts)).toEqual([
      'app/content/words/en/guide-page.json: officialSites["icp.gov.ae"]: missing (app/content/facts/united-arab-emirates.json: facts.visitVisa.confirmAt is on this host)',
      'app/content/words/en/guide-page.json: officialSites["www.example.gov"]: extra (no fact\'s confirmAt is on this host)',
    ]);
  });
});
