import { describe, expect, it } from "vitest";
import type { DestinationSlug } from "../../app/content/destination-photos";
import { schengen } from "../../app/content/facts";
import { guidePage } from "../../app/content/guide-page";
import { guideView } from "../../app/lib/build/guide-view.server";
import { todayInIndia } from "../../app/lib/logic/destination-guides";
import { guideRoutesIn, languages } from "../pages";
import { builtPage } from "./built-html";

/*
 * Which Schengen state to apply to, on every guide to one (shared.json's `schengen.members`)
 * as pre-rendered: near the top, in the rule's section before the costs, dated and sourced,
 * outside any island so that it reads the same without JavaScript.
 */

const today = todayInIndia();
const squash = (said: string | null | undefined) => (said ?? "").replace(/\s+/g, " ").trim();
const isSchengen = (slug: string) => schengen.members.some(({ guide }) => guide === slug);

describe("the Schengen rule on which country to apply to", () => {
  it("is on at least the guides to France and Switzerland", () => {
    expect(guideRoutesIn.en.filter(({ slug }) => isSchengen(slug)).map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(["france", "switzerland"]),
    );
  });

  for (const language of languages)
    for (const route of guideRoutesIn[language]) {
      const { heading, rule } = guidePage[language].schengen;
      if (!isSchengen(route.slug)) {
        it(`${route.path} does not state it: not a guide to a Schengen state`, () => {
          expect(squash(builtPage(route.path).document.querySelector("main")!.textContent)).not.toContain(squash(rule));
        });
        continue;
      }
      it(`${route.path} states it in the rule's section, before the costs, dated and sourced, outside any island`, () => {
        const guide = guideView(route.slug as DestinationSlug, language, today);
        const main = builtPage(route.path).document.querySelector("main")!;
        const sections = [...main.querySelectorAll("section")];
        const titled = (title: string) =>
          sections.findIndex((section) => squash(section.querySelector("h2")?.textContent) === title);
        const ruleSection = sections[titled(guide.words.headings.rule)]!;
        expect(titled(guide.words.headings.rule)).toBeLessThan(titled(guide.words.headings.costs));

        const ruleHeading = [...ruleSection.querySelectorAll("h3")].find(
          (candidate) => squash(candidate.textContent) === heading,
        );
        expect(ruleHeading, "the rule's heading").toBeDefined();
        const said = [...ruleSection.querySelectorAll("p")].find(
          (paragraph) => squash(paragraph.textContent) === squash(rule),
        );
        expect(said, "the rule").toBeDefined();
        expect(said!.closest("astro-island")).toBeNull();
        expect(squash(ruleSection.textContent)).toContain(squash(guide.schengen!.dating));
        const links = [...ruleSection.querySelectorAll("a[href^='http']")].map((link) => link.getAttribute("href"));
        const { sources, confirm } = guide.schengen!.evidence;
        expect(links).toEqual([...sources, ...(confirm ? [confirm] : [])].map(({ href }) => href));

        // The helper under it, started when it scrolls into view.
        const helper = ruleSection.querySelector("astro-island[component-export=SchengenHelper]");
        expect(helper?.getAttribute("client")).toBe("visible");
      });
    }
});
