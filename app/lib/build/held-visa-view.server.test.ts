import { describe, expect, it } from "vitest";
import { heldVisaEntries, holdings } from "~/config/holdings";
import { locales } from "~/config/locales";
import { guideFacts } from "~/content/facts";
import { visaYouHold } from "~/content/visa-you-hold";
import { fillTemplate } from "../logic/template";
import { guideHeldVisas, holdingOffers, holdingView, holdingsIndexView } from "./held-visa-view.server";
import { ruleLabel } from "./guide-view.server";

const today = "2026-11-28";
const slugs = Object.keys(guideFacts);

describe("what a visa you hold opens, page by page", () => {
  it.each(locales)("answers for every place we cover, once, on every holding's page (%s)", (locale) => {
    for (const holding of holdings) {
      const view = holdingView(holding, locale, today);
      expect([...view.opened, ...view.unopened].map(({ slug }) => slug).sort()).toEqual([...slugs].sort());
      for (const answer of view.unopened) expect(answer.nothing.text).toEqual(expect.any(String));
    }
  });

  it("lists the places a holding opens by how much it saves, then why the others change nothing", () => {
    const words = visaYouHold.en.holdingPage;
    const greenCard = holdingView("us-green-card", "en", today);
    const ranks = greenCard.opened.map(({ opening }) => opening!.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(greenCard.opened.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(["canada", "united-arab-emirates"]),
    );
    expect(greenCard.opened.find(({ slug }) => slug === "canada")!.opening).toMatchObject({
      entry: "visa-free",
      rank: heldVisaEntries.indexOf("visa-free"),
      entryLabel: "Entry without a visa",
      fee: { text: "Free", rupees: null },
    });
    const nothing = (view: typeof greenCard, slug: string) => view.unopened.find((answer) => answer.slug === slug)!;
    // The US's own document; a place every Indian enters visa-free; a place with no rule found.
    const unitedStates = nothing(greenCard, "united-states");
    expect(unitedStates).toMatchObject({ nothing: { text: fillTemplate(words.own, { name: unitedStates.name }) } });
    expect(nothing(greenCard, "vietnam")).toMatchObject({
      nothing: { text: words.notFound },
      usualRule: { text: ruleLabel("vietnam", "en", today) },
    });
    // Thailand's rule is being changed: "every Indian gets the same" is not claimed of it.
    expect(nothing(greenCard, "thailand").nothing).toEqual({ text: words.notFound });
    // Malaysia's scheme ends on 31 December 2026: the page says what is true on either side of it.
    expect(nothing(greenCard, "malaysia")).toMatchObject({
      nothing: { text: words.everyone, change: { from: "2027-01-01", text: words.notFound } },
      usualRule: { text: ruleLabel("malaysia", "en", today), change: { from: "2027-01-01" } },
    });
    // Evidence that a US visa does not help at Canada's border is shown with its sources.
    const usVisaAtCanada = nothing(holdingView("us-visa", "en", today), "canada");
    expect(usVisaAtCanada).toMatchObject({
      nothing: { text: words.none },
      usualRule: { text: ruleLabel("canada", "en", today) },
    });
    expect(usVisaAtCanada.opening!.facts[0]!.evidence.sources.length).toBeGreaterThan(0);
  });

  it("gives a fee in its currency with its rupees, and the stay as the evidence sets it", () => {
    const uae = holdingView("us-visa", "en", today).opened.find(({ slug }) => slug === "united-arab-emirates")!;
    expect(uae.opening).toMatchObject({ entryLabel: "Visa on arrival", stay: "Up to 14 days" });
    expect(uae.opening!.fee.text).toBe("AED\u00a0100");
    expect(uae.opening!.fee.rupees).toEqual(expect.stringMatching(/^(About ₹|No rupee estimate)/));
    const georgia = holdingView("us-visa", "en", today).opened.find(({ slug }) => slug === "georgia")!;
    expect(georgia.opening!.stay).toBe("Up to 90 days in any 180 days");
  });
});

describe("the index and its picker", () => {
  it("links every holding's page, and gives the picker one line per place a holding opens", () => {
    const index = holdingsIndexView("hi", today);
    expect(index.holdings.map(({ href }) => href)).toEqual(holdings.map((holding) => `/hi/visa-you-hold/${holding}`));
    const opened = holdingView("us-visa", "hi", today).opened;
    expect(index.picker.openings["us-visa"].map(({ place }) => index.picker.places[place]!.slug).sort()).toEqual(
      opened.map(({ slug }) => slug).sort(),
    );
    expect(index.picker.places[0]!.href).toBe(`/hi/destinations/${slugs[0]}#visa-you-hold`);
  });

  it("offers each holding's page to the destination search, with the language's terms", () => {
    const offers = holdingOffers("en");
    expect(offers.find(({ href }) => href === "/visa-you-hold/us-green-card")!.terms).toContain("green card");
  });
});

describe("a guide's part on held visas", () => {
  it("groups its entries under what they give, each linking the pages of its holdings", () => {
    const part = guideHeldVisas("united-arab-emirates", "en");
    expect(part.groups.map(({ heading }) => heading)).toEqual([
      ...new Set(guideFacts["united-arab-emirates"].heldVisas.map(({ entry }) => visaYouHold.en.guide.headings[entry])),
    ]);
    expect(part.groups[0]!.entries[0]!.links[0]).toEqual({ href: "/visa-you-hold/us-visa", label: "US visa" });
    expect(guideHeldVisas("vietnam", "ta").groups).toEqual([]);
    expect(guideHeldVisas("vietnam", "ta").all.href).toBe("/ta/visa-you-hold");
  });
});
