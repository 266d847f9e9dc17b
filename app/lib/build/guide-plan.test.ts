import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { destinationGuides } from "~/content/destination-guides";
import { parseEcbRates } from "~/content/exchange-rates";
import { type GuideFacts, guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { locales } from "~/config/locales";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { fillTemplate } from "~/lib/logic/template";
import {
  type PlanSources,
  type RupeeRates,
  checklistGroups,
  convertToRupees,
  guidePlan,
  rupeeRate,
} from "./guide-plan";

/** The rates of a fixed day (tests/fixtures), never the committed file, so no test depends on today. */
const ecb = parseEcbRates(
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/ecb-rates.json"), "utf8")),
);
const dirhamPeg = { to: "USD" as const, units: 3.6725, confirmAt: "https://www.centralbank.ae/" };
const rates: RupeeRates = { ecb, pegs: { AED: dirhamPeg } };
const ecbPage =
  "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html";

/** The US guide as the sources, with parts replaced by fixtures where a case needs them. */
function sources(facts: Partial<GuideFacts> = {}, more: Partial<PlanSources> = {}): PlanSources {
  return {
    facts: { ...guideFacts["united-states"], ...facts },
    text: destinationGuides.en["united-states"],
    page: guidePage.en,
    rates,
    today: "2026-11-23",
    locale: "en",
    name: "the United States",
    fact: (id) => ({
      dating: `dating of ${id}`,
      evidence: { sources: [{ href: `https://example.com/${id}`, text: `source of ${id}` }], confirm: null },
    }),
    ...more,
  };
}

const fee = { kind: "fee" as const, basis: "perPerson" as const, fact: "visaFee", inr: null };

describe("a guide's plan, as its view builds it", () => {
  it("converts to rupees at the rate, to the nearest 10, grouped as India writes numbers", () => {
    expect(convertToRupees(90, 91.23)).toBe("8,210");
    expect(convertToRupees(1000, 102.345)).toBe("1,02,350");
    expect(convertToRupees(0.5, 4)).toBe("0");
  });

  it("estimates rupees through the euro, a pegged currency through the one it is fixed to", () => {
    // The fixture: ₹100 and $1.25 a euro, so ₹80 a dollar; a dirham is a dollar / 3.6725.
    expect(rupeeRate("EUR", rates, "2026-11-23")).toEqual({ kind: "rate", rupees: 100, date: "2026-11-20", peg: null });
    expect(rupeeRate("USD", rates, "2026-11-23")).toMatchObject({ kind: "rate", rupees: 80 });
    expect(rupeeRate("JPY", rates, "2026-11-23")).toMatchObject({ kind: "rate", rupees: 0.625 });
    const dirham = rupeeRate("AED", rates, "2026-11-23");
    expect(dirham).toMatchObject({ kind: "rate", peg: dirhamPeg });
    expect(dirham.kind === "rate" && dirham.rupees).toBeCloseTo(80 / 3.6725, 10);
    // Not on the ECB's list, and not fixed to a currency that is.
    for (const code of ["GEL", "AZN", "LKR", "VND"] as const)
      expect(rupeeRate(code, rates, "2026-11-23")).toEqual({ kind: "none" });
  });

  it("uses no rate older than 7 days on the build's day in India, and none from a file without rates", () => {
    expect(rupeeRate("USD", rates, "2026-11-27")).toMatchObject({ kind: "rate" });
    expect(rupeeRate("USD", rates, "2026-11-28")).toEqual({ kind: "notCurrent" });
    expect(rupeeRate("AED", rates, "2026-11-28")).toEqual({ kind: "notCurrent" });
    expect(rupeeRate("USD", { ecb: { date: null, perEuro: {} }, pegs: {} }, "2026-11-23")).toEqual({
      kind: "notCurrent",
    });
    // A currency with no reference rate says so, current rates or not.
    expect(rupeeRate("GEL", rates, "2026-12-25")).toEqual({ kind: "none" });
  });

  it("gives each cost in its currency, dated by its fact, and in rupees as far as a source or a current rate allows", () => {
    const plan = guidePlan(
      sources({
        costs: [
          { ...fee, id: "visaFee", amount: 90, currency: "EUR" },
          { ...fee, id: "integrityFee", amount: 185, currency: "USD", inr: { amount: 16020, fact: "integrityFee" } },
          { ...fee, id: "visaFee", amount: 250, currency: "AED" },
          { ...fee, id: "visaFee", amount: 30000, currency: "GEL" },
        ],
      }),
    );
    expect(plan.costs.items[0]).toEqual({
      id: "visaFee",
      label: "Visa application fee (B1/B2), paid before the interview",
      basis: "Per person",
      amount: "EUR\u00a090",
      dating: "dating of visaFee",
      evidence: { sources: [{ href: "https://example.com/visaFee", text: "source of visaFee" }], confirm: null },
      rupees: {
        text: "About ₹9,000 at the ECB reference rate of 20\u00a0November\u00a02026",
        dating: null,
        links: [{ href: ecbPage, label: "ECB reference rates" }],
      },
    });
    expect(plan.costs.items.slice(1).map(({ amount, rupees }) => [amount, rupees])).toEqual([
      [
        "USD\u00a0185",
        {
          text: "₹16,020, as published",
          dating: "dating of integrityFee",
          links: [{ href: "https://example.com/integrityFee", label: "Where the rupee amount is published" }],
        },
      ],
      [
        "AED\u00a0250",
        {
          // 250 / 3.6725 × 80 = 5,445.88…, to the nearest 10.
          text: "About ₹5,450 at the ECB reference rate of 20\u00a0November\u00a02026; the AED is fixed to the USD",
          dating: null,
          links: [
            { href: ecbPage, label: "ECB reference rates" },
            { href: "https://www.centralbank.ae/", label: "The AED's fixed rate" },
          ],
        },
      ],
      [
        "GEL\u00a030,000",
        { text: "No rupee estimate: the ECB publishes no reference rate for GEL", dating: null, links: [] },
      ],
    ]);
    expect(plan.costs.ourFee).toBe("VisaUdaan's own fee: shown before you pay, at launch.");
  });

  it("says no current rate is available once the rates are a week old, and where the amount is not known", () => {
    const plan = guidePlan(
      sources(
        {
          costs: [
            { ...fee, id: "visaFee", amount: 185, currency: "USD" },
            { ...fee, id: "integrityFee", amount: null, currency: "USD" },
          ],
        },
        { today: "2026-11-28" },
      ),
    );
    expect(plan.costs.items.map(({ amount, rupees }) => [amount, rupees])).toEqual([
      [
        "USD\u00a0185",
        { text: "No rupee estimate: we have no ECB reference rate from the past week", dating: null, links: [] },
      ],
      ["Amount not known", null],
    ]);
    // A fee in rupees needs no conversion.
    const inRupees = guidePlan(sources({ costs: [{ ...fee, id: "visaFee", amount: 2450, currency: "INR" }] }));
    expect(inRupees.costs.items[0]).toMatchObject({ amount: "INR\u00a02,450", rupees: null });
  });

  it("says it in every language", () => {
    for (const locale of locales) {
      const plan = guidePlan(
        sources(
          {
            costs: [
              { ...fee, id: "visaFee", amount: 90, currency: "EUR" },
              { ...fee, id: "visaFee", amount: 250, currency: "AED" },
              { ...fee, id: "visaFee", amount: 30000, currency: "GEL" },
              { ...fee, id: "visaFee", amount: 185, currency: "USD", inr: { amount: 16020, fact: "visaFee" } },
            ],
          },
          { page: guidePage[locale], text: destinationGuides[locale]["united-states"], locale },
        ),
      );
      const { costs: words, currencies } = guidePage[locale];
      const date = formatGuideDate("2026-11-20", locale);
      const [euro, dirham, lari, published] = plan.costs.items.map(({ rupees }) => rupees!.text);
      for (const said of ["9,000", date]) expect(euro, locale).toContain(said);
      for (const said of ["5,450", date, currencies.AED, currencies.USD]) expect(dirham, locale).toContain(said);
      expect(lari, locale).toBe(fillTemplate(words.noRate, { currency: currencies.GEL }));
      expect(published, locale).toContain("16,020");
      const stale = guidePlan(sources({}, { page: guidePage[locale], locale, today: "2026-12-01" }));
      expect(
        stale.costs.items.map(({ rupees }) => rupees?.text),
        locale,
      ).toContain(words.noCurrentRate);
    }
  });

  it("says whom each cost is charged for, with the ages a fee is for", () => {
    const france = guidePlan(sources({ ...guideFacts.france }, { text: destinationGuides.en.france }));
    expect(france.costs.items.map(({ id, basis }) => [id, basis])).toEqual([
      ["visaFee", "For each person aged 12 or over"],
      ["childVisaFee", "For each child aged 6 to 11"],
      ["infantVisaFee", "For each child under 6"],
      ["serviceFee", "The sources do not say whether it is per person or per application"],
      ["insurance", "An amount to have, not a fee to pay"],
      ["funds", "An amount to have, not a fee to pay"],
    ]);
    const canada = guidePlan(sources({ ...guideFacts.canada }, { text: destinationGuides.en.canada }));
    expect(canada.costs.items.map(({ basis }) => basis)).toEqual([
      "Per person",
      "For each person aged 14 to 79",
      "The most a family applying together pays",
      "An amount to have, not a fee to pay",
    ]);
    for (const locale of locales) {
      const { basis } = guidePage[locale].costs;
      const plan = guidePlan(
        sources({ ...guideFacts.france }, { locale, page: guidePage[locale], text: destinationGuides[locale].france }),
      );
      expect(plan.costs.items[1]!.basis, locale).toBe(fillTemplate(basis.agesBetween, { from: "6", to: "11" }));
    }
  });

  it("gives the party's sum its charges as data, rupees by the page's rule, and no island where nothing is charged", () => {
    const party = guidePlan(
      sources({
        costs: [
          { ...fee, id: "visaFee", amount: 90, currency: "EUR", ages: { from: 12, to: null } },
          { ...fee, id: "integrityFee", amount: 185, currency: "USD", inr: { amount: 16020, fact: "integrityFee" } },
          { ...fee, id: "lariFee", basis: "unknown", amount: 30000, currency: "GEL" },
          { ...fee, id: "rupeeFee", basis: "perApplication", amount: 2450, currency: "INR" },
          { ...fee, id: "funds", kind: "funds", basis: "notACharge", amount: 50, currency: "USD" },
        ],
      }),
    ).costs.party!;
    expect(party.costs).toEqual([
      {
        id: "visaFee",
        basis: "perPerson",
        ages: { from: 12, to: null },
        limits: null,
        amount: 90,
        currency: "EUR",
        rupees: { kind: "estimate", perUnit: 100 },
      },
      expect.objectContaining({ id: "integrityFee", rupees: { kind: "published", each: 16020 } }),
      expect.objectContaining({ id: "lariFee", rupees: { kind: "none" } }),
      expect.objectContaining({ id: "rupeeFee", rupees: { kind: "inr" } }),
    ]);
    // The words a figure is written in, `{rupees}` left for the island; why there is none is on the cost's line.
    expect(party.rupeeWords).toEqual({
      visaFee: "About ₹{rupees} at the ECB reference rate of 20\u00a0November\u00a02026",
      integrityFee: "₹{rupees}, as published",
      lariFee: null,
      rupeeFee: null,
    });
    expect(party.currencies).toEqual({ EUR: "EUR", USD: "USD", GEL: "GEL", INR: "INR" });
    expect(party.words.totalEstimate).toBe(
      "In rupees: about ₹{rupees} at the ECB reference rate of 20\u00a0November\u00a02026",
    );
    const stale = guidePlan(
      sources({ costs: [{ ...fee, id: "visaFee", amount: 90, currency: "EUR" }] }, { today: "2026-12-25" }),
    );
    expect(stale.costs.party!.costs[0]!.rupees).toEqual({ kind: "none" });
    expect(stale.costs.party!.rupeeWords.visaFee).toBeNull();
    const malaysia = guidePlan(sources({ ...guideFacts.malaysia }, { text: destinationGuides.en.malaysia }));
    expect(malaysia.costs.party).toBeNull();
  });

  it("says what each child needs of their own where the evidence says so, dated by its fact", () => {
    const france = guidePlan(sources({ ...guideFacts.france }, { text: destinationGuides.en.france }));
    expect(france.costs.children).toEqual([
      expect.objectContaining({
        id: "ownApplication",
        text: expect.stringMatching(/^A child under 18 applies/),
        dating: "dating of minors",
      }),
      expect.objectContaining({ id: "ownPassport", dating: "dating of passportAndPhotos" }),
    ]);
    expect(guidePlan(sources()).costs.children).toEqual([]);
  });

  it("gives the window's figures to the planner only where it has one", () => {
    expect(guidePlan(sources()).applyWindow).toMatchObject({
      summary: expect.stringMatching(/^No official page we found sets an earliest or a latest day/),
      days: { earliestDays: null, latestDays: null, processingDays: null, waitDays: 306 },
      aim: { longestProcessingDays: null, appointmentWaitDays: null, peakMonths: null },
      facts: [{ dating: "dating of interviewWaits" }],
    });
    const words = guidePlan(
      sources({
        applyWindow: {
          earliestDays: null,
          latestDays: null,
          processingDays: null,
          waitDays: null,
          facts: ["interviewWaits"],
          longestProcessingDays: null,
          appointmentWait: null,
          peakSeason: null,
        },
      }),
    );
    expect(words.applyWindow.days).toBeNull();
  });

  it("says each step before the flight is free, costs its fee or has no known fee, and nothing of a step that is not a fee", () => {
    const plan = guidePlan(
      sources({
        beforeYouFly: [
          { id: "arrivalRecord", url: null, fee: "free", fact: "electronicI94" },
          {
            id: "arrivalRecord",
            url: "https://www.cbp.gov/I94",
            fee: { amount: 21, currency: "USD" },
            fact: "electronicI94",
          },
          { id: "arrivalRecord", url: null, fee: null, fact: "electronicI94" },
          { id: "arrivalRecord", url: null, fee: "notAFee", fact: "electronicI94" },
        ],
        lookAlikes: [{ host: "us-visa.example", fact: "visaFee" }],
      }),
    );
    expect(plan.beforeYouFly.items.map(({ fee, host }) => [fee, host])).toEqual([
      ["Free", null],
      ["Fee: USD\u00a021", "www.cbp.gov"],
      ["Fee not known", null],
      [null, null],
    ]);
    expect(plan.beforeYouFly.lookAlikes).toEqual(["us-visa.example"]);
  });

  it("sends the checklist on WhatsApp to a chat the visitor picks, with the destination and every item", () => {
    const { checklist } = guidePlan(sources());
    expect(checklist.source).toBeNull();
    const url = new URL(checklist.whatsapp);
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(
      [
        "Visa documents for the United States:",
        ...Object.values(destinationGuides.en["united-states"].checklist!).map((item) => `• ${item}`),
      ].join("\n"),
    );
    const official = guidePlan(sources({ documents: { list: "interviewDocuments", items: [] } }));
    expect(official.checklist.source).toMatchObject({
      dating: "dating of interviewDocuments",
      evidence: { sources: [{ href: "https://example.com/interviewDocuments" }] },
    });
  });

  it("groups the checklist by way in, every traveller's first, then by situation, each in the file's order", () => {
    const item = (id: string, more: object = {}) => ({ id, fact: "f", ...more });
    const groups = checklistGroups([
      item("ticket", { paths: ["application", "onArrival"] }),
      item("pension", { paths: ["application"], situations: ["retired"] }),
      item("passport"),
      item("payslips", { paths: ["application"], situations: ["employed"] }),
      item("form", { paths: ["application"] }),
      item("birth", { situations: ["child"] }),
    ]);
    const ids = (items: readonly { id: string }[]) => items.map(({ id }) => id);
    expect(
      groups.map(({ path, items, situations }) => [
        path,
        ids(items),
        situations.map(({ situation, items }) => [situation, ids(items)]),
      ]),
    ).toEqual([
      ["everyone", ["passport"], [["child", ["birth"]]]],
      ["onArrival", ["ticket"], []],
      [
        "application",
        ["ticket", "form"],
        [
          ["employed", ["payslips"]],
          ["retired", ["pension"]],
        ],
      ],
    ]);
    expect(checklistGroups([item("passport")]).map(({ path }) => path)).toEqual(["everyone"]);
  });

  it("heads each way in only where there are several, each situation always, and keeps both in the WhatsApp message", () => {
    const text = {
      ...destinationGuides.en["united-states"],
      checklist: { a: "Passport", b: "Their visa", c: "Payslips" },
    };
    const items = [
      { id: "a", fact: "interviewDocuments" },
      { id: "b", fact: "interviewDocuments", paths: ["heldVisa" as const] },
      { id: "c", fact: "interviewDocuments", paths: ["application" as const], situations: ["employed" as const] },
    ];
    const { checklist } = guidePlan(sources({ documents: { list: null, items } }, { text }));
    const { paths, situations } = guidePage.en.checklist;
    expect(checklist.groups).toEqual([
      { path: "everyone", heading: paths.everyone, items: [{ id: "a", text: "Passport" }], situations: [] },
      { path: "heldVisa", heading: paths.heldVisa, items: [{ id: "b", text: "Their visa" }], situations: [] },
      {
        path: "application",
        heading: paths.application,
        items: [],
        situations: [{ situation: "employed", heading: situations.employed, items: [{ id: "c", text: "Payslips" }] }],
      },
    ]);
    expect(new URL(checklist.whatsapp).searchParams.get("text")).toBe(
      [
        "Visa documents for the United States:",
        `*${paths.everyone}*`,
        "• Passport",
        "",
        `*${paths.heldVisa}*`,
        "• Their visa",
        "",
        `*${paths.application}*`,
        `_${situations.employed}_`,
        "• Payslips",
      ].join("\n"),
    );
    const single = guidePlan(
      sources({ documents: { list: null, items: [items[0]!, { ...items[2]!, paths: undefined }] } }, { text }),
    );
    expect(single.checklist.groups.map(({ heading }) => heading)).toEqual([null]);
  });
});
