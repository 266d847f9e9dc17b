import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { languages, ui } from "../pages";
import { buildDir, routes, siteUrl, urlIn } from "./built-html";

const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
const xhtmlNs = "http://www.w3.org/1999/xhtml";

// Served with their types: serving.spec.ts.
describe("crawler files", () => {
  it("sitemap.xml lists every page, destination guide and held visa's page in every language, each with its alternates, with absolute URLs", () => {
    const xml = readFileSync(path.join(buildDir, "sitemap.xml"), "utf8");
    const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.localName).toBe("urlset");
    expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
    expect(doc.documentElement.getAttribute("xmlns:xhtml")).toBe(xhtmlNs);
    const locations = [...doc.getElementsByTagNameNS(sitemapNs, "loc")].map((loc) => loc.textContent);
    expect(locations).toHaveLength(routes.length);
    expect(locations.toSorted()).toEqual(routes.map((route) => `${siteUrl}${route.path}`).toSorted());
    for (const route of routes) {
      const entry = [...doc.getElementsByTagNameNS(sitemapNs, "url")].find(
        (url) => url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent === `${siteUrl}${route.path}`,
      );
      const alternates = [...entry!.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => [
        link.getAttribute("rel"),
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]);
      expect(alternates.toSorted(), route.path).toEqual(
        [
          ...languages.map((language) => ["alternate", ui[language].hreflang, urlIn(language, route.englishPath)]),
          ["alternate", "x-default", urlIn("en", route.englishPath)],
        ].toSorted(),
      );
    }
  });

  it("robots.txt allows every crawler and points to the sitemap", () => {
    const lines = readFileSync(path.join(buildDir, "robots.txt"), "utf8")
      .split("\n")
      .map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines.some((line) => /^Disallow:\s*\S/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
