import { describe, expect, it } from "vitest";
import { localeOf, locales, localeSettings, localizePath } from "~/config/locales";
import { sitePaths } from "~/config/pages";
import { absoluteUrl } from "~/config/site";
import { alternateUrls, robotsTxt, seoFiles, sitemapXml } from "./seo-files";

const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
const xhtmlNs = "http://www.w3.org/1999/xhtml";

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

/** Each <url>: its <loc> and its xhtml:link alternates. */
function urlsOf(doc: Document) {
  return [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
    loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent,
    alternates: [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => ({
      rel: link.getAttribute("rel"),
      hreflang: link.getAttribute("hreflang"),
      href: link.getAttribute("href"),
    })),
  }));
}

describe("alternateUrls", () => {
  it("gives a page's URL in every language, then English as x-default", () => {
    const aboutUs = alternateUrls("/about-us", "https://a.example");
    expect(aboutUs.slice(0, 2)).toEqual([
      { hreflang: "en", href: "https://a.example/about-us" },
      { hreflang: "hi", href: "https://a.example/hi/about-us" },
    ]);
    expect(aboutUs).toEqual([
      ...locales.map((locale) => ({
        hreflang: localeSettings[locale].hreflang,
        href: `https://a.example${localizePath("/about-us", locale)}`,
      })),
      { hreflang: "x-default", href: "https://a.example/about-us" },
    ]);
    expect(alternateUrls("/", "https://a.example")).toEqual([
      ...locales.map((locale) => ({
        hreflang: localeSettings[locale].hreflang,
        href: `https://a.example${localizePath("/", locale)}`,
      })),
      { hreflang: "x-default", href: "https://a.example/" },
    ]);
  });

  it("uses the canonical host by default", () => {
    expect(alternateUrls("/privacy").map(({ href }) => href)).toEqual([
      ...locales.map((locale) => absoluteUrl(localizePath("/privacy", locale))),
      absoluteUrl("/privacy"),
    ]);
  });
});

describe("sitemapXml", () => {
  const alternates = [
    { hreflang: "en", href: "https://a.example/x?q=1&r=2" },
    { hreflang: "hi", href: "https://a.example/hi/x?q=1&r=2" },
    { hreflang: "x-default", href: "https://a.example/x?q=1&r=2" },
  ];

  it("lists each URL in a sitemaps.org urlset", () => {
    const xml = sitemapXml([
      { url: "https://a.example/", alternates: [] },
      { url: "https://a.example/x?q=1&r=2", alternates },
    ]);
    const doc = parse(xml);
    expect(doc.documentElement.namespaceURI).toBe(sitemapNs);
    expect([...doc.getElementsByTagName("loc")].map((loc) => loc.textContent)).toEqual([
      "https://a.example/",
      "https://a.example/x?q=1&r=2",
    ]);
  });

  it("declares the xhtml namespace and lists each URL's alternates, escaped", () => {
    const xml = sitemapXml([{ url: "https://a.example/hi/x?q=1&r=2", alternates }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).not.toMatch(/&(?!#\d+;)/);
    expect(urlsOf(parse(xml))).toEqual([
      {
        loc: "https://a.example/hi/x?q=1&r=2",
        alternates: alternates.map((alternate) => ({ rel: "alternate", ...alternate })),
      },
    ]);
  });
});

describe("robotsTxt", () => {
  it("allows every crawler everywhere and points to the sitemap", () => {
    expect(robotsTxt("https://a.example/sitemap.xml")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n",
    );
  });
});

describe("seoFiles", () => {
  it("builds both files from the page list on the canonical host", () => {
    const files = seoFiles();
    for (const path of sitePaths) expect(files["sitemap.xml"]).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    expect(files["sitemap.xml"]).not.toContain("/404");
    expect(files["robots.txt"]).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });

  it("lists every page in every language, once each", () => {
    const urls = urlsOf(parse(seoFiles()["sitemap.xml"]));
    const expected = sitePaths.flatMap((path) => locales.map((locale) => absoluteUrl(localizePath(path, locale))));
    expect(urls.map(({ loc }) => loc).sort()).toEqual([...expected].sort());
    expect(urls).toHaveLength(sitePaths.length * locales.length);
    expect(urls.map(({ loc }) => loc)).toContain(absoluteUrl("/hi"));
    expect(urls.map(({ loc }) => loc)).toContain(absoluteUrl("/hi/destinations"));
  });

  it("gives each URL an alternate in every language and x-default, itself among them", () => {
    const xml = seoFiles()["sitemap.xml"];
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const { loc, alternates } of urlsOf(parse(xml))) {
      expect(
        alternates.map(({ hreflang }) => hreflang),
        loc!,
      ).toEqual([...locales.map((locale) => localeSettings[locale].hreflang), "x-default"]);
      for (const { rel } of alternates) expect(rel, loc!).toBe("alternate");
      const hrefs = alternates.map(({ href }) => href!);
      expect(hrefs.at(-1), loc!).toBe(hrefs[0]);
      expect(hrefs, loc!).toContain(loc);
      for (const [index, locale] of locales.entries()) {
        expect(localeOf(new URL(hrefs[index]!).pathname), loc!).toBe(locale);
      }
    }
  });

  it("builds on another origin when given one", () => {
    const xml = seoFiles("https://b.example")["sitemap.xml"];
    for (const { loc, alternates } of urlsOf(parse(xml))) {
      expect(loc).toMatch(/^https:\/\/b\.example\//);
      for (const { href } of alternates) expect(href).toMatch(/^https:\/\/b\.example\//);
    }
  });
});
