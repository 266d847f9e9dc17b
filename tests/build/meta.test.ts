import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pseudoLocale } from "../../app/config/locales";
import { holdings } from "../../app/config/holdings";
import {
  addedGuideSlugs,
  guideSlugs,
  languages,
  notFoundRoutes,
  otherLanguages,
  pageRoutes,
  pathIn,
  ui,
} from "../pages";
import { buildDir, builtPage, routes, siteUrl, urlIn } from "./built-html";

/** Length as a reader counts it, in characters on screen: a Hindi vowel sign or virama is part of its letter. */
const visibleLength = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].length;

const meta = (document: Document, attribute: "name" | "property", key: string) =>
  document.head.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute("content");

describe("meta tags, as crawlers and link previews read the pre-rendered HTML", () => {
  for (const route of routes) {
    it(`${route.path} has its title, description, canonical URL, Open Graph and Twitter card`, () => {
      const { document } = builtPage(route.path);
      const url = `${siteUrl}${route.path}`;
      expect(document.title).toBe(route.title);
      const description = meta(document, "name", "description")!;
      expect(description.length).toBeGreaterThan(50);
      // What a results page shows; the tests' pseudo-locale is longer on purpose.
      if (route.language !== pseudoLocale) expect(visibleLength(description)).toBeLessThanOrEqual(160);
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(url);

      expect(meta(document, "property", "og:type")).toBe("website");
      expect(meta(document, "property", "og:title")).toBe(route.title);
      expect(meta(document, "property", "og:description")).toBe(description);
      expect(meta(document, "property", "og:url")).toBe(url);
      // Each language's share card shows its own words.
      const image = `${siteUrl}${ui[route.language].shareImage}`;
      expect(meta(document, "property", "og:image")).toBe(image);
      expect(meta(document, "property", "og:image:width")).toBe("1200");
      expect(meta(document, "property", "og:image:height")).toBe("630");
      expect(meta(document, "property", "og:image:alt")).toBeTruthy();
      expect(meta(document, "name", "twitter:card")).toBe("summary_large_image");
      expect(meta(document, "name", "twitter:title")).toBe(route.title);
      expect(meta(document, "name", "twitter:description")).toBe(description);
      expect(meta(document, "name", "twitter:image")).toBe(image);
      // Each tag once: a duplicate would mean the route and the layout both emit it.
      for (const selector of [
        'meta[name="description"]',
        'link[rel="canonical"]',
        'meta[property="og:url"]',
        'meta[property="og:locale"]',
      ]) {
        expect(document.head.querySelectorAll(selector), selector).toHaveLength(1);
      }
    });

    it(`${route.path} names its language and points to its twins in the others`, () => {
      const { document } = builtPage(route.path);
      expect(document.documentElement.lang).toBe(ui[route.language].htmlLang);
      expect(document.documentElement.dataset.script).toBe(ui[route.language].script);
      expect(meta(document, "property", "og:locale")).toBe(ui[route.language].ogLocale);
      const alternateLocales = [...document.head.querySelectorAll('meta[property="og:locale:alternate"]')].map(
        (element) => element.getAttribute("content"),
      );
      expect(alternateLocales).toEqual(otherLanguages(route.language).map((language) => ui[language].ogLocale));
      // The same alternates on every twin, so each names the others; x-default is English.
      const alternates = [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      expect(alternates.toSorted()).toEqual(
        [
          ...languages.map((language) => [ui[language].hreflang, urlIn(language, route.englishPath)]),
          ["x-default", urlIn("en", route.englishPath)],
        ].toSorted(),
      );
    });
  }

  it("titles and descriptions are unique across the pages of every language", () => {
    const titles = new Set(routes.map((route) => builtPage(route.path).document.title));
    const descriptions = new Set(routes.map((route) => meta(builtPage(route.path).document, "name", "description")));
    // Every page, guide and held visa's page of every language, each with its own title and description.
    expect(routes).toHaveLength(
      (pageRoutes.length + guideSlugs.length + addedGuideSlugs.length + holdings.length) * languages.length,
    );
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });

  for (const language of languages) {
    it(`[${language}] the not-found page is kept out of the index`, () => {
      const { document, body } = builtPage(notFoundRoutes[language].path);
      expect(body.getByRole("heading", { level: 1 })).toHaveTextContent(notFoundRoutes[language].heading);
      expect(document.title).toMatch(notFoundRoutes[language].title);
      expect(meta(document, "name", "robots")).toBe("noindex");
    });

    it(`[${language}] the page carries the theme colour, the inlined favicon and the touch icon`, () => {
      const { document, html } = builtPage(pathIn(language, "/"));
      expect(meta(document, "name", "theme-color")).toBe("#1a37cf");
      const favicon = document.head.querySelector('link[rel="icon"]')!.getAttribute("href")!;
      expect(favicon).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(favicon.split(",")[1]!, "base64");
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], "48 px square").toEqual([48, 48]);
      const touchIcon = document.head.querySelector('link[rel="apple-touch-icon"]')!.getAttribute("href")!;
      // The favicon also at /favicon.ico, for crawlers that only look there (served as images: serving.spec.ts).
      for (const file of [touchIcon, "/favicon.ico", ...languages.map((language) => ui[language].shareImage)]) {
        expect(existsSync(path.join(buildDir, file)), file).toBe(true);
      }
      // Not in the HTML: Chrome fetches the manifest and an icon as soon as it sees the link
      // (the recorder adds it once the page has loaded: app/lib/inline-scripts/recorder.ts).
      expect(html).not.toContain('rel="manifest"');
    });
  }

  it("the web app manifest names the site and its icons are built", () => {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, "site.webmanifest"), "utf8"));
    expect(manifest).toMatchObject({ short_name: "VisaUdaan", start_url: "/", theme_color: "#1a37cf" });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: "512x512", purpose: "maskable" }));
    for (const { src } of manifest.icons as { src: string }[]) {
      expect(existsSync(path.join(buildDir, src)), src).toBe(true);
    }
  });
});
