// Relative imports with extensions: the build's last step (scripts/build/postbuild.mjs) imports this.
import { sitePages } from "../config/pages.ts";
import { absoluteUrl, site } from "../config/site.ts";

/**
 * sitemap.xml and robots.txt, written into the build by scripts/build/postbuild.mjs
 * from the same page list that drives pre-rendering and the navigation.
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** The files to publish at the site root, keyed by file name. */
export function seoFiles(origin: string = site.url): Record<"sitemap.xml" | "robots.txt", string> {
  return {
    "sitemap.xml": sitemapXml(sitePages.map((page) => absoluteUrl(page.path, origin))),
    "robots.txt": robotsTxt(absoluteUrl("/sitemap.xml", origin)),
  };
}
