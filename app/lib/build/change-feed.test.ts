// @vitest-environment node
// (the feed parser reads with web streams, which jsdom does not give)
import { parseFeed } from "@rowanmanning/feed-parser";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { localizePath, locales } from "~/config/locales";
import { destinationGuides } from "~/content/destination-guides";
import type { DestinationSlug } from "~/content/destination-photos";
import { guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { wordsOf } from "~/content/words";
import type destinationsWords from "~/content/words/en/destinations.json";
import { fillTemplate } from "~/lib/logic/template";
import { changeFeeds } from "./change-feed";

// The feeds as the build writes them: tests/build/changes.test.ts reads every entry of the built
// files; here, how our corrections go into them.
const origin = "https://example.org";
const feeds = changeFeeds(origin);
const uae = guideFacts["united-arab-emirates"];
const destinationNames = wordsOf<typeof destinationsWords>("destinations");

describe("the change feeds", () => {
  it("list our corrections, dated by the day we made them, marked as ours and linked to their evidence", () => {
    const { items, updated } = parseFeed(feeds["changes.xml"]!);
    // A correction is as new as the day we made it: the feed is as new as that.
    expect(updated?.toISOString()).toBe("2026-11-28T00:00:00.000Z");
    const correction = items.find(({ id }) => id?.endsWith("#what-changed-correction-heldVisaSixMonths"))!;
    expect(correction.title).toMatch(
      /^United Arab Emirates, our correction: The visa, residence permit or green card that qualifies you/,
    );
    expect(correction.url).toBe(`${origin}/destinations/united-arab-emirates#what-changed`);
    expect(correction.updated?.toISOString()).toBe("2026-11-28T00:00:00.000Z");
    const content = new JSDOM(correction.content!).window.document.body;
    expect([...content.querySelectorAll("p")].map(({ textContent }) => textContent)).toContain(
      "Our correction, 28\u00a0November\u00a02026",
    );
    expect([...content.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(
      uae.facts.arrivalWithVisa!.evidence.map(({ url }) => url),
    );
  });

  it("name each source by its publisher and its own title, and say so where a source has none", () => {
    const { items } = parseFeed(feeds["changes.xml"]!);
    const sourceLines = (slug: DestinationSlug, key: string) => {
      const item = items.find(({ id }) => id?.endsWith(`/destinations/${slug}#what-changed-${key}`))!;
      return [...new JSDOM(item.content!).window.document.querySelectorAll("a")].map((link) => link.textContent);
    };
    expect(sourceLines("united-states", "passportReturn")).toEqual([
      "Source: Business Standard, “US visa new rules: Collect passport in person or get it delivered for ₹1200”",
    ]);
    expect(sourceLines("singapore", "noBoardingDirective")).toEqual([
      "Source: The Nation (Thailand), republishing the Immigration & Checkpoints Authority's release (no title recorded)",
      "Source: Business Standard, “Flying to Singapore? New rule can stop you from boarding from January 2026”",
    ]);
  });

  it("carry every guide's corrections in every language, each titled in that language's words", () => {
    const corrections = (Object.keys(guideFacts) as DestinationSlug[]).flatMap((slug) =>
      guideFacts[slug].corrections.map(({ id }) => ({ slug, id })),
    );
    expect(corrections.length).toBeGreaterThanOrEqual(5);
    for (const locale of locales) {
      const { items } = parseFeed(feeds[localizePath("/changes.xml", locale).slice(1)]!);
      for (const { slug, id } of corrections) {
        const item = items.find((entry) => entry.id?.endsWith(`/destinations/${slug}#what-changed-correction-${id}`));
        expect(item?.title, `${locale} ${slug} ${id}`).toBe(
          fillTemplate(guidePage[locale].changes.correctionTitle, {
            name: destinationNames[locale][slug].name,
            says: destinationGuides[locale][slug].corrections[id]!,
          }),
        );
      }
    }
  });
});
