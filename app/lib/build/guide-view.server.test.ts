import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { guideFacts } from "~/content/facts";
import type { DestinationSlug } from "~/content/destination-photos";
import { guidePage } from "~/content/guide-page";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { fillTemplate } from "~/lib/logic/template";
import { cardRules, guideView } from "./guide-view.server";

const slugs = Object.keys(guideFacts) as DestinationSlug[];
/** The day the guides were written against, and one after Malaysia's scheme ended. */
const clocks = ["2026-11-25", "2027-01-05"];

describe("a guide's view, as its page file puts it in the page", () => {
  it("carries no evidence: no quote from what was read to check a fact", () => {
    const quotes = Object.values(guideFacts).flatMap((guide) =>
      Object.values(guide.facts).flatMap((fact) => fact.evidence.map(({ quote }) => quote)),
    );
    expect(quotes.length).toBeGreaterThan(40);
    for (const locale of locales) {
      for (const today of clocks) {
        const data = JSON.stringify([...slugs.map((slug) => guideView(slug, locale, today)), cardRules(locale, today)]);
        expect(quotes.filter((quote) => data.includes(JSON.stringify(quote).slice(1, -1)))).toEqual([]);
      }
    }
  });

  it("lists a guide's changes and our corrections newest first, each dated with its source, and the feed", () => {
    const { changes } = guideView("united-arab-emirates", "en", "2026-11-28");
    expect(changes.entries.map(({ dating }) => dating)).toEqual([
      "Our correction, 28\u00a0November\u00a02026",
      "Our correction, 28\u00a0November\u00a02026",
      "Our correction, 28\u00a0November\u00a02026",
      "Our correction, 28\u00a0November\u00a02026",
      "Reported by Business Standard on 17\u00a0February\u00a02025",
      "Reported by Business Standard on 9\u00a0December\u00a02024",
      "Reported by DNA India on 23\u00a0November\u00a02024",
      "Reported by Gulf News on 21\u00a0October\u00a02024",
    ]);
    // A correction says what we corrected, dated by the day we did, and links the evidence of its fact.
    expect(changes.entries[0]).toMatchObject({
      id: "correction-heldVisaSixMonths",
      says: expect.stringMatching(
        /^The visa, residence permit or green card that qualifies you .+ must itself be valid/,
      ),
      dating: "Our correction, 28\u00a0November\u00a02026",
    });
    expect(changes.entries[0]!.evidence.sources[0]).toEqual({
      href: guideFacts["united-arab-emirates"].facts.arrivalWithVisa!.evidence[0]!.url,
      text: "gulfnews.com, 21\u00a0October\u00a02024",
    });
    expect(changes.entries[4]).toEqual({
      id: "arrivalWidened",
      says: expect.stringMatching(/^From 13 February 2025 the visa on arrival also covers/),
      dating: "Reported by Business Standard on 17\u00a0February\u00a02025",
      evidence: {
        sources: [
          {
            href: expect.stringMatching(/^https:\/\/www\.business-standard\.com\/.+-125021700765_1\.html$/),
            text: "business-standard.com, 17\u00a0February\u00a02025",
          },
          {
            href: "https://www.ndtv.com/world-news/uae-expands-visa-on-arrival-facility-for-indian-from-6-more-countries-7723094",
            text: "ndtv.com, 16\u00a0February\u00a02025",
          },
        ],
        confirm: { href: "https://icp.gov.ae/en/", text: "Confirm on ICP's site" },
      },
    });
    expect(guideView("united-arab-emirates", "hi", "2026-11-28").changes.entries[0]!.dating).toBe(
      "हमने 28\u00a0नवंबर\u00a02026 को यह सुधार किया",
    );
    expect(changes.feed).toBe("/changes.xml");
    expect(guideView("thailand", "hi", "2026-11-25").changes.feed).toBe("/hi/changes.xml");
    expect(guideView("azerbaijan", "en", "2026-11-25").changes.entries.map(({ id }) => id)).toEqual([
      "correction-registrationByHost",
    ]);
  });

  it("holds one guide in one language", () => {
    const view = JSON.stringify(guideView("georgia", "hi", "2026-11-25"));
    expect(view).toContain("जॉर्जिया");
    expect(view).not.toContain("Visa for Indians");
    expect(view).not.toContain("Malaysia");
  });

  it("never states a scheme past its last day as the rule today", () => {
    const after = guideView("malaysia", "en", "2027-01-01");
    expect(after).toMatchObject({
      label: { text: "Was due to end on 31\u00a0December\u00a02026: being confirmed" },
      kind: { text: null },
      statusNote: {
        text: "This scheme was due to end on 31\u00a0December\u00a02026. Our team is confirming what replaced it: ask us before you book.",
      },
      rule: { opening: { text: "Until 31\u00a0December\u00a02026: " } },
    });
    expect(after.rule.text).toMatch(/^Indian citizens can visit Malaysia/);
    expect(after.meta).toContainEqual({
      name: "description",
      content: expect.stringMatching(/^Was due to end on 31\u00a0December\u00a02026/),
    });
    expect(cardRules("en", "2027-01-01").bySlug.malaysia!.label).toEqual(after.label);
  });

  it("built before a scheme's end, carries what each text becomes from the day after its last day", () => {
    const from = "2027-01-01";
    const before = guideView("malaysia", "en", "2026-12-31");
    expect(before).toMatchObject({
      label: {
        text: "Visa-free, 30 days, until 31\u00a0December\u00a02026",
        change: { from, text: "Was due to end on 31\u00a0December\u00a02026: being confirmed" },
      },
      kind: { text: "Visa-free", change: { from, text: null } },
      statusNote: { text: null, change: { from, text: expect.stringMatching(/^This scheme was due to end/) } },
      rule: { opening: { text: null, change: { from, text: "Until 31\u00a0December\u00a02026: " } } },
    });
    // A page's head carries one text: the build's day's.
    expect(before.meta).toContainEqual({
      name: "description",
      content: expect.stringMatching(/^Visa-free, 30 days, until 31\u00a0December\u00a02026\./),
    });
    expect(cardRules("hi", "2026-11-25").bySlug.malaysia!.label).toEqual({
      text: "बिना वीज़ा 30 दिन, 31\u00a0दिसंबर\u00a02026 तक",
      change: { from, text: "योजना 31\u00a0दिसंबर\u00a02026 को ख़त्म होनी थी: पुष्टि की जा रही है" },
    });
  });

  it("carries a second text only for a guide whose status changes after the build", () => {
    for (const locale of locales) {
      const changing = slugs.filter((slug) =>
        JSON.stringify(guideView(slug, locale, "2026-11-25")).includes('"change"'),
      );
      expect(changing).toEqual(["malaysia"]);
      expect(JSON.stringify(cardRules(locale, "2027-01-05"))).not.toContain('"change"');
    }
  });

  it("says a rule being changed is changing, without stating its kind as today's", () => {
    const thailand = guideView("thailand", "en", "2026-11-25");
    expect(thailand.kind).toEqual({ text: null });
    expect(thailand.statusNote.text).toMatch(/^This rule is being changed for every Indian passport holder/);
    expect(thailand.ruleDating.dating).toBe(
      "Reported by air-travel.com.ua (a Ukrainian travel news site) on 27\u00a0May\u00a02026",
    );
  });

  it("says whom the UAE's announced change concerns, and whom it does not", () => {
    expect(guideView("united-arab-emirates", "en", "2026-11-25").statusNote.text).toMatch(
      /only document is a UK residence visa.*this change does not concern you\.$/,
    );
  });

  it("gives a card the page that dates its rule and, apart, the official site to confirm it on", () => {
    // The UAE's rule rests on two reports; the guide lists both, the card the one that dates it.
    expect(guideView("united-arab-emirates", "en", "2026-11-25").ruleDating.evidence.sources).toHaveLength(2);
    expect(cardRules("en", "2026-11-25").bySlug["united-arab-emirates"]!.evidence).toEqual({
      sources: [
        {
          href: expect.stringMatching(/^https:\/\/www\.business-standard\.com\//),
          text: "business-standard.com, 9\u00a0December\u00a02024",
        },
      ],
      confirm: { href: expect.stringMatching(/^https:\/\/icp\.gov\.ae\//), text: "Confirm on ICP's site" },
    });
  });

  it("dates each fact in the page's language, and an undated page as undated", () => {
    expect(cardRules("hi", "2026-11-25").bySlug.malaysia!.dating).toBe("द स्टार ने 20\u00a0दिसंबर\u00a02024 को बताया");
    expect(cardRules("en", "2026-11-25").bySlug.singapore!.dating).toBe(
      "Stated by Singapore's Ministry of Foreign Affairs on a page that shows no date",
    );
  });

  it("links each fact to every page it was taken from, the one that dates it first, and calls none official that is not", () => {
    for (const locale of locales) {
      const { officialPage, embassyPage, dated, undated, confirm } = guidePage[locale].evidence;
      for (const slug of slugs) {
        const guide = guideFacts[slug];
        const view = guideView(slug, locale, "2026-11-25");
        const timing = new Set(guide.timingFacts);
        // The page's order: the rule's own fact, the others, then the official processing times;
        // a fact the change log records is said under "What changed" alone.
        const ids = [
          ...[guide.ruleFact, ...Object.keys(guide.facts).filter((id) => id !== guide.ruleFact)].filter(
            (id) => !timing.has(id) && !guide.changeLog.includes(id),
          ),
          ...guide.timingFacts,
        ];
        expect(view.changes.entries.map(({ id }) => id)).toEqual(expect.arrayContaining(guide.changeLog));
        expect(ids.length).toBe(view.facts.length + view.time.facts.length);
        for (const [index, { evidence }] of [...view.facts, ...view.time.facts].entries()) {
          const fact = guide.facts[ids[index]!]!;
          const where = `${locale} ${slug} ${ids[index]}`;
          // Every source's own address, the one whose date is the fact's first.
          expect(evidence.sources.map(({ href }) => href).toSorted(), where).toEqual(
            fact.evidence.map(({ url }) => url).toSorted(),
          );
          expect(fact.evidence.find(({ url }) => url === evidence.sources[0]!.href)!.date, where).toBe(fact.date);
          for (const link of evidence.sources) {
            const { url, kind, date } = fact.evidence.find((source) => source.url === link.href)!;
            const host = new URL(url).host.replace(/^www\./, "");
            const site =
              kind === "official"
                ? fillTemplate(officialPage, { host })
                : kind === "embassy"
                  ? fillTemplate(embassyPage, { host })
                  : host;
            expect(link.text, where).toBe(
              date === null
                ? fillTemplate(undated, { site })
                : fillTemplate(dated, { site, date: formatGuideDate(date, locale) }),
            );
            if (kind !== "official" && kind !== "embassy" && locale === "en")
              expect(link.text, where).not.toMatch(/official/i);
          }
          // The official page to confirm on, named for its site, unless a source is that very page.
          // It names the site, not the fact, so it never says "official" either.
          if (locale === "en" && evidence.confirm) expect(evidence.confirm.text, where).not.toMatch(/official/i);
          if (fact.evidence.some(({ url }) => url === fact.confirmAt)) expect(evidence.confirm, where).toBeNull();
          else
            expect(evidence.confirm, where).toEqual({
              href: fact.confirmAt,
              text: fillTemplate(confirm, {
                site: (guidePage[locale].officialSites as Record<string, string>)[new URL(fact.confirmAt).host]!,
              }),
            });
        }
      }
    }
  });
});
