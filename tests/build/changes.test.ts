import { readFileSync } from "node:fs";
import path from "node:path";
import { parseFeed } from "@rowanmanning/feed-parser";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { destinationGuides } from "../../app/content/destination-guides";
import type { DestinationSlug } from "../../app/content/destination-photos";
import { guideFacts } from "../../app/content/facts";
import { guidePage } from "../../app/content/guide-page";
import { fillTemplate } from "../../app/lib/logic/template";
import { guideRoutesIn, languages, pathIn, ui, type Language } from "../pages";
import { buildDir, builtPage, siteUrl } from "./built-html";

/*
 * What changed (decision 0013): each guide's "What changed" section and each language's Atom
 * feed of every guide's changes, as built. The feed is read by a feed reader's parser
 * (@rowanmanning/feed-parser) and, for what it does not expose, as XML. Served as Atom by both
 * hosts: tests/build/server.test.ts (npm start) and tests/e2e/hosting.spec.ts (Cloudflare Pages).
 */

const atomNs = "http://www.w3.org/2005/Atom";
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim();

/** Every change the guides record in a language, and our corrections, newest first by their date. */
function changesIn(language: Language) {
  return guideRoutesIn[language]
    .flatMap((route) => {
      const slug = route.slug as DestinationSlug;
      const { changeLog, corrections, facts, published, ruleFact } = guideFacts[slug];
      const words = destinationGuides[language][slug];
      const { publishedTitle, publishedSays } = guidePage[language].changes;
      return [
        // A guide added beyond the twelve is announced on the day we published it, with its rule's evidence.
        ...(published
          ? [
              {
                route,
                date: published,
                says: fillTemplate(publishedSays, { label: words.label }),
                title: fillTemplate(publishedTitle, { name: route.name }),
                fact: facts[ruleFact]!,
              },
            ]
          : []),
        ...changeLog.map((id) => {
          const fact = facts[id]!;
          const says = words.facts[id]!.says;
          return { route, date: fact.date!, says, title: `${route.name}: ${says}`, fact };
        }),
        ...corrections.map(({ id, date, fact }) => {
          const says = words.corrections[id]!;
          const title = fillTemplate(guidePage[language].changes.correctionTitle, { name: route.name, says });
          return { route, date, says, title, fact: facts[fact]! };
        }),
      ].map(({ fact, ...change }) => ({
        ...change,
        sources: fact.evidence.map(({ url }) => url),
        /** The source whose date is the fact's: the page links it first. */
        datedBy: fact.evidence.find(({ date }) => date === fact.date)!.url,
      }));
    })
    .toSorted((a, b) => b.date.localeCompare(a.date));
}

for (const language of languages) {
  const feedPath = pathIn(language, "/changes.xml");
  const feedUrl = `${siteUrl}${feedPath}`;
  const words = guidePage[language].changes;

  describe(`[${language}] what changed`, () => {
    it(`${feedPath} is an Atom feed of every guide's changes, newest first, as new as its newest change`, () => {
      const xml = readFileSync(path.join(buildDir, feedPath), "utf8");
      const feed = parseFeed(xml);
      const changes = changesIn(language);
      expect(changes.length).toBeGreaterThanOrEqual(10);
      expect(feed.meta).toEqual({ type: "atom", version: "1.0" });
      expect(feed.language).toBe(ui[language].htmlLang);
      expect(feed.title).toBe(words.feedTitle);
      expect(feed.self).toBe(feedUrl);
      expect(feed.url).toBe(`${siteUrl}${pathIn(language, "/destinations")}`);
      expect(feed.authors.map(({ name }) => name)).toEqual(["VisaUdaan"]);
      // Never the build's date, which would claim that something changed that day.
      expect(feed.updated?.toISOString()).toBe(`${changes[0]!.date}T00:00:00.000Z`);

      expect(feed.items).toHaveLength(changes.length);
      expect(new Set(feed.items.map(({ id }) => id)).size).toBe(changes.length);
      for (const [index, item] of feed.items.entries()) {
        const change = changes[index]!;
        expect(item.title, item.id!).toBe(change.title);
        expect(item.url).toBe(`${siteUrl}${change.route.path}#what-changed`);
        expect(item.updated?.toISOString()).toBe(`${change.date}T00:00:00.000Z`);
        // HTML content: what changed, how it is dated, and a link to each source.
        const content = new JSDOM(item.content!).window.document.body;
        expect(text(content.firstElementChild)).toBe(change.says);
        expect([...content.querySelectorAll("a")].map((link) => link.getAttribute("href"))).toEqual(change.sources);
      }

      // What the parser leaves out: the feed's own id, and each entry's sources as related links.
      const { document } = new JSDOM(xml, { contentType: "application/xml" }).window;
      expect(document.querySelector("parsererror")).toBeNull();
      expect(document.documentElement.namespaceURI).toBe(atomNs);
      expect(text(document.querySelector("feed > id"))).toBe(feedUrl);
      for (const [index, entry] of [...document.querySelectorAll("entry")].entries()) {
        const related = [...entry.querySelectorAll("link[rel=related]")].map((link) => link.getAttribute("href"));
        expect(related).toEqual(changes[index]!.sources);
      }
    });

    it(`guides and Destinations link ${feedPath} in their heads`, () => {
      for (const sitePath of [pathIn(language, "/destinations"), ...guideRoutesIn[language].map(({ path }) => path)]) {
        const links = builtPage(sitePath).document.head.querySelectorAll('link[type="application/atom+xml"]');
        expect(links, sitePath).toHaveLength(1);
        expect(links[0]).toHaveAttribute("rel", "alternate");
        expect(links[0]).toHaveAttribute("href", feedUrl);
        expect(links[0]).toHaveAttribute("title", words.feedTitle);
      }
    });

    it("each guide lists its changes newest first, each dated and linked to every page it was taken from, and links the feed", () => {
      const changes = changesIn(language);
      for (const route of guideRoutesIn[language]) {
        const section = builtPage(route.path).document.getElementById("what-changed")!;
        expect(section.tagName, route.path).toBe("SECTION");
        expect(text(section.querySelector("h2"))).toBe(guidePage[language].headings.changes);
        const own = changes.filter((change) => change.route === route);
        const items = [...section.querySelectorAll("ol > li")];
        expect(
          items.map((item) => text(item.querySelector("p"))),
          route.path,
        ).toEqual(own.map(({ says }) => says));
        for (const [index, item] of items.entries()) {
          const { sources, datedBy } = own[index]!;
          const links = [...item.querySelectorAll("a")].map((link) => link.getAttribute("href"));
          expect(links[0], route.path).toBe(datedBy);
          expect(links.slice(0, sources.length).toSorted()).toEqual(sources.toSorted());
        }
        if (own.length === 0) expect(section).toHaveTextContent(words.none);
        const feed = [...section.querySelectorAll("a")].at(-1)!;
        expect(feed).toHaveAttribute("href", feedPath);
        expect(text(feed)).toBe(words.feed);
      }
    });
  });
}

it("the UAE's guide lists our corrections first, then its four changes, each dated", () => {
  const items = [...builtPage("/destinations/united-arab-emirates").document.querySelectorAll("#what-changed li")];
  expect(items.map((item) => text(item.querySelector("p > span")))).toEqual([
    "Our correction, 28 November 2026",
    "Our correction, 28 November 2026",
    "Our correction, 28 November 2026",
    "Our correction, 28 November 2026",
    "Reported by Business Standard on 17 February 2025",
    "Reported by Business Standard on 9 December 2024",
    "Reported by DNA India on 23 November 2024",
    "Reported by Gulf News on 21 October 2024",
  ]);
  expect(text(items[0])).toMatch(/^The visa, residence permit or green card that qualifies you/);
  expect(text(items[4])).toMatch(/^From 13 February 2025 the visa on arrival also covers/);
});
