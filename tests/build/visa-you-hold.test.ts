import { describe, expect, it } from "vitest";
import { holdings } from "../../app/config/holdings";
import { guideFacts } from "../../app/content/facts";
import { visaYouHold } from "../../app/content/visa-you-hold";
import { destinationName, guideRoutesIn, holdingRoutesIn, languages, pathIn } from "../pages";
import { builtPage } from "./built-html";

/*
 * What a visa you hold opens (decision 0026), as the pre-rendered pages say it: without
 * JavaScript every holding's page is a link, each page answers for every place we cover, and
 * the guides, Home and Destinations lead to them.
 */

const slugs = Object.keys(guideFacts);

describe.each(languages)("the pages of what a visa you hold opens (%s)", (language) => {
  const words = visaYouHold[language];

  it("answers on each holding's page for every place we cover, each linking its guide's part", () => {
    for (const route of holdingRoutesIn[language]) {
      const { body } = builtPage(route.path);
      expect(body.getByRole("heading", { level: 2, name: words.holdingPage.opensHeading })).toBeTruthy();
      expect(body.getByRole("heading", { level: 2, name: words.holdingPage.nothingHeading })).toBeTruthy();
      // By the links' addresses and text (role queries over 22 places and 14 pages take seconds in jsdom).
      const { document } = builtPage(route.path);
      for (const slug of slugs) {
        const guide = pathIn(language, `/destinations/${slug}#visa-you-hold`);
        const links = [...document.querySelectorAll(`main a[href="${guide}"]`)].map((link) => link.textContent);
        expect(links, slug).toContain(destinationName(language, slug));
      }
    }
  });

  it("links every holding's page from the index, which is all there is without JavaScript", () => {
    const { body, document } = builtPage(pathIn(language, "/visa-you-hold"));
    for (const route of holdingRoutesIn[language]) {
      const name = words.holdings[route.holding as (typeof holdings)[number]].name;
      const link = body.getByRole("link", { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
      expect(link.getAttribute("href")).toBe(route.path);
      // Its box is named by the holding's name, for a screen reader as for the eye.
      expect(body.getByRole("checkbox", { name })).toBeTruthy();
    }
    // The picker's boxes are in the page, so a tap before its script starts is kept (hidden without
    // script: visa-you-hold.spec.ts).
    expect(document.querySelectorAll("input[type=checkbox][data-holding]")).toHaveLength(holdings.length);
  });

  it("leads to them from Home, Destinations and every guide", () => {
    const index = pathIn(language, "/visa-you-hold");
    for (const path of [pathIn(language, "/"), pathIn(language, "/destinations")])
      expect(builtPage(path).body.getByRole("link", { name: words.promo.link }).getAttribute("href")).toBe(index);
    for (const route of guideRoutesIn[language])
      expect(builtPage(route.path).body.getByRole("link", { name: words.guide.allHoldings }).getAttribute("href")).toBe(
        index,
      );
  });
});
