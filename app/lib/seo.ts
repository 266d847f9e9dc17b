import type { Location, MetaDescriptor } from "react-router";
import { type Locale, localeOf, localeSettings, localizePath, otherLocales } from "~/config/locales";
import { absoluteUrl, site } from "~/config/site";
import { shell } from "~/content/shell";
import { alternateUrls } from "./seo-files";

interface PageText {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
}

/** The share image's size; each language has its own (`localeSettings[locale].shareImage`). */
export const shareImage = { width: 1200, height: 630 } as const;

export function pageTitle(title: string | undefined, locale: Locale): string {
  return title ? `${title} | ${site.name}` : shell[locale].homeTitle;
}

/**
 * Title, description, canonical link, language alternates, Open Graph and Twitter card tags
 * for a page in one language.
 */
export function pageMeta({
  title,
  description,
  path,
  locale,
}: PageText & { path: string; locale: Locale }): MetaDescriptor[] {
  const fullTitle = pageTitle(title, locale);
  const url = absoluteUrl(localizePath(path, locale));
  const image = absoluteUrl(localeSettings[locale].shareImage);
  const imageAlt = shell[locale].shareImageAlt;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternateUrls(path).map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: localeSettings[locale].ogLocale },
    ...otherLocales(locale).map((other) => ({
      property: "og:locale:alternate",
      content: localeSettings[other].ogLocale,
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

/** A route's `meta` export: the page's text in the language of the path it is shown at. */
export function localizedMeta(path: string, textFor: (locale: Locale) => PageText) {
  return ({ location }: { location: Location }) => {
    const locale = localeOf(location.pathname);
    return pageMeta({ ...textFor(locale), path, locale });
  };
}
