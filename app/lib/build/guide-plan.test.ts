import { describe, expect, it } from "vitest";
import { destinationGuides } from "~/content/destination-guides";
import { type GuideFacts, guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { type PlanSources, convertToRupees, guidePlan } from "./guide-plan";

/** The US guide as the sources, with parts replaced by fixtures where a case needs them. */
function sources(facts: Partial<GuideFacts> = {}, more: Partial<PlanSources> = {}): PlanSources {
  return {
    facts: { ...guideFacts["united-states"], ...facts },
    text: destinationGuides.en["united-states"],
    page: guidePage.en,
    rates: {},
    locale: "en",
    name: "the United States",
    fact: (id) => ({
      dating: `dating of ${id}`,
      confirmAt: `https://example.gov/${id}`,
      evidence: { sources: [{ href: `https://example.com/${id}`, text: `source of ${id}` }], confirm: null },
    }),
    ...more,
  };
}

const fee = { kind: "fee" as const, fact: "visaFee", inr: null };

describe("a guide's plan, as its loader builds it", () => {
  it("converts to rupees at the rate, to the nearest 10, grouped as India writes numbers", () => {
    expect(convertToRupees(90, 91.23)).toBe("8,210");
    expect(convertToRupees(1000, 102.345)).toBe("1,02,350");
    expect(convertToRupees(0.5, 4)).toBe("0");
  });

  it("gives each cost in its currency, dated by its fact, and in rupees as far as a source allows", () => {
    const plan = guidePlan(
      sources(
        {
          costs: [
            { ...fee, id: "visaFee", amount: 90, currency: "EUR" },
            { ...fee, id: "integrityFee", amount: 185, currency: "USD", inr: { amount: 16020, fact: "visaFee" } },
          ],
        },
        { rates: { EUR: { rupees: 91.23, date: "2026-11-20", confirmAt: "https://www.fbil.org.in/" } } },
      ),
    );
    expect(plan.costs).toEqual({
      items: [
        {
          id: "visaFee",
          label: "Visa application fee (B1/B2), paid before the interview",
          amount: "EUR 90",
          dating: "dating of visaFee",
          evidence: { sources: [{ href: "https://example.com/visaFee", text: "source of visaFee" }], confirm: null },
          rupees: {
            text: "About ₹8,210 at the reference rate of 20\u00a0November\u00a02026",
            source: "https://www.fbil.org.in/",
          },
        },
        expect.objectContaining({
          amount: "USD 185",
          rupees: { text: "₹16,020, as published", source: "https://example.gov/visaFee" },
        }),
      ],
      ourFee: "VisaUdaan's own fee: shown before you pay, at launch.",
    });
  });

  it("says where no rupee rate is published, and where the amount is not known", () => {
    const plan = guidePlan(
      sources({
        costs: [
          { ...fee, id: "visaFee", amount: 185, currency: "USD" },
          { ...fee, id: "integrityFee", amount: null, currency: "USD" },
        ],
      }),
    );
    expect(plan.costs.items.map(({ amount, rupees }) => [amount, rupees])).toEqual([
      ["USD 185", { text: "No published rupee rate for USD", source: null }],
      ["Amount not known", null],
    ]);
    // A fee in rupees needs no conversion.
    const inRupees = guidePlan(sources({ costs: [{ ...fee, id: "visaFee", amount: 2450, currency: "INR" }] }));
    expect(inRupees.costs.items[0]).toMatchObject({ amount: "INR 2,450", rupees: null });
  });

  it("gives the window's figures to the planner only where it has one", () => {
    expect(guidePlan(sources()).applyWindow).toMatchObject({
      summary: expect.stringMatching(/^No official page we found sets an earliest or a latest day/),
      days: { earliestDays: null, latestDays: null, processingDays: null, waitDays: 306 },
      facts: [{ dating: "dating of interviewWaits", confirmAt: "https://example.gov/interviewWaits" }],
    });
    const words = guidePlan(
      sources({
        applyWindow: {
          earliestDays: null,
          latestDays: null,
          processingDays: null,
          waitDays: null,
          facts: ["interviewWaits"],
        },
      }),
    );
    expect(words.applyWindow.days).toBeNull();
  });

  it("says each step before the flight is free, costs its fee or has no known fee", () => {
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
        ],
        lookAlikes: [{ host: "us-visa.example", fact: "visaFee" }],
      }),
    );
    expect(plan.beforeYouFly.items.map(({ fee, host }) => [fee, host])).toEqual([
      ["Free", null],
      ["Fee: USD 21", "www.cbp.gov"],
      ["Fee not known", null],
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
});
