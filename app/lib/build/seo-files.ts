// Relative imports with extensions: the build's last step (scripts/build/postbuild.mjs) imports this.
import { defaultLocale, locales, localeSettings, localizePath } from "../../config/locales.ts";
import { sitePaths } from "../../config/pages.ts";
import { absoluteUrl, site } from "../../config/site.ts";

/**
 * sitemap.xml and robots.txt, written into the build by scripts/build/postbuild.mjs
 * from the same page list that drives the navigation (config/pages.ts).
 */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * The page at `path` (in the default language's form) in every language, for `hreflang`
 * alternates in the pages' heads and in the sitemap; the default language is `x-default`.
 */
export function alternateUrls(path: string, origin: string = site.url): Alternate[] {
  return [
    ...locales.map((locale) => ({
      hreflang: localeSettings[locale].hreflang,
      href: absoluteUrl(localizePath(path, locale), origin),
    })),
    { hreflang: "x-default", href: absoluteUrl(localizePath(path, defaultLocale), origin) },
  ];
}

interface SitemapEntry {
  url: string;
  /** The same page in every language, x-default included. */
  alternates: readonly Alternate[];
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(({ url, alternates }) => {
      const links = alternates
        .map(
          ({ hreflang, href }) =>
            `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>\n`,
        )
        .join("");
      return `  <url>\n    <loc>${escapeXml(url)}</loc>\n${links}  </url>\n`;
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** Every page in every language, each listing all its language versions (x-default: the default language's). */
function sitemapEntries(origin: string): SitemapEntry[] {
  return sitePaths.flatMap((path) => {
    const alternates = alternateUrls(path, origin);
    return locales.map((locale) => ({ url: absoluteUrl(localizePath(path, locale), origin), alternates }));
  });
}

/** The files to publish at the site root, keyed by file name. */
export function seoFiles(origin: string = site.url): Record<"sitemap.xml" | "robots.txt", string> {
  return {
    "sitemap.xml": sitemapXml(sitemapEntries(origin)),
    "robots.txt": robotsTxt(absoluteUrl("/sitemap.xml", origin)),
  };
}
