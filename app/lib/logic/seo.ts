import { type Locale, localeShareSettings, localizePath, otherLocales } from "~/config/locales";
import { absoluteUrl, site } from "~/config/site";
import { alternateUrls } from "../build/seo-files";

/**
 * One tag of a page's <head> besides those every page has (layouts/document.astro writes them):
 * the title, a meta by name or property, a link, or structured data.
 */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string; type?: string; title?: string };

/** A page's words for its head, in its language (lib/build/page-content.server.ts). */
export interface PageMetaText {
  /** The full title, with the brand. */
  title: string;
  description: string;
  /** The share image's alt text. */
  imageAlt: string;
}

/** The share image's size; each language has its own (`localeShareSettings[locale].shareImage`). */
export const shareImage = { width: 1200, height: 630 } as const;

/**
 * Title, description, canonical link, language alternates, Open Graph and Twitter card tags
 * for a page in one language. Build time only: the page files pass them to layouts/document.astro.
 */
export function pageMeta({
  title: fullTitle,
  description,
  imageAlt,
  path,
  locale,
}: PageMetaText & { path: string; locale: Locale }): HeadTag[] {
  const url = absoluteUrl(localizePath(path, locale));
  const image = absoluteUrl(localeShareSettings[locale].shareImage);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateUrls(path).map(({ hreflang, href }) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: localeShareSettings[locale].ogLocale },
    ...otherLocales(locale).map((other) => ({
      property: "og:locale:alternate",
      content: localeShareSettings[other].ogLocale,
    })),
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}
