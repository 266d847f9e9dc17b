import { describe, expect, it } from "vitest";
import { sitePages } from "~/config/pages";
import { absoluteUrl } from "~/config/site";
import { robotsTxt, seoFiles, sitemapXml } from "./seo-files";

describe("sitemapXml", () => {
  it("lists each URL in a sitemaps.org urlset", () => {
    const xml = sitemapXml(["https://a.example/", "https://a.example/x?q=1&r=2"]);
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.namespaceURI).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect([...doc.getElementsByTagName("loc")].map((loc) => loc.textContent)).toEqual([
      "https://a.example/",
      "https://a.example/x?q=1&r=2",
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
    for (const page of sitePages) expect(files["sitemap.xml"]).toContain(`<loc>${absoluteUrl(page.path)}</loc>`);
    expect(files["sitemap.xml"].match(/<loc>/g)).toHaveLength(sitePages.length);
    expect(files["sitemap.xml"]).not.toContain("/404");
    expect(files["robots.txt"]).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });
});
