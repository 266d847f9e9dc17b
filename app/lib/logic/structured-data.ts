import { type Locale, locales, localeSettings, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { absoluteUrl, site } from "~/config/site";

/**
 * schema.org JSON-LD builders. Each returns a plain, deterministic object that
 * <JsonLd> serialises; pages pass in the same content they render, so the
 * structured data can never drift from the visible text.
 */

export type JsonLdObject = { "@context": "https://schema.org" } & Record<string, unknown>;

const context = "https://schema.org" as const;
/** One organisation behind every language's site. Marked pure: an island that imports this module builds no JSON-LD. */
const organizationId = /* @__PURE__ */ absoluteUrl("/#organization");

/** The site's words the structured data repeats, in one language (the shell's). */
interface SiteText {
  tagline: string;
  description: string;
}

/** The business behind the site, with its logo and support contact. */
function organizationJsonLd(text: SiteText) {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl(paths.home),
    logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 },
    slogan: text.tagline,
    description: text.description,
    areaServed: { "@type": "Country", name: "India" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: site.contact.supportEmail,
      availableLanguage: locales.map((other) => localeSettings[other].htmlLang),
    },
  };
}

/** Each language's site is its own WebSite, at its own home page: "/#website", "/hi#website". */
function websiteJsonLd(locale: Locale, text: SiteText) {
  return {
    "@type": "WebSite",
    "@id": absoluteUrl(localizePath("/#website", locale)),
    name: site.name,
    url: absoluteUrl(localizePath(paths.home, locale)),
    description: text.description,
    inLanguage: localeSettings[locale].htmlLang,
    publisher: { "@id": organizationId },
  };
}

/** Organization and WebSite in one graph: rendered on every page by the root layout. */
export function siteJsonLd(locale: Locale, text: SiteText): JsonLdObject {
  return { "@context": context, "@graph": [organizationJsonLd(text), websiteJsonLd(locale, text)] };
}

/** FAQPage from the questions a page renders: Home's FAQ, a guide's questions. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[], locale: Locale): JsonLdObject {
  return {
    "@context": context,
    "@type": "FAQPage",
    inLanguage: localeSettings[locale].htmlLang,
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** BreadcrumbList from the trail a page shows: each crumb's name and its path on the site. */
export function breadcrumbListJsonLd(crumbs: readonly { name: string; path: string }[]): JsonLdObject {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map(({ name, path }, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(path),
    })),
  };
}

interface ItemListEntry {
  name: string;
  /** Shown as the item's description. */
  details?: string;
  imageUrl?: string;
}

/** ItemList of the destinations on one page (each a Country, described in place). */
export function itemListJsonLd(items: readonly ItemListEntry[], pagePath: string, listName?: string): JsonLdObject {
  return {
    "@context": context,
    "@type": "ItemList",
    ...(listName ? { name: listName } : {}),
    url: absoluteUrl(pagePath),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Country",
        name: item.name,
        ...(item.details ? { description: item.details } : {}),
        ...(item.imageUrl ? { image: item.imageUrl } : {}),
      },
    })),
  };
}

/**
 * JSON for an inline script element (`application/ld+json`, the error words'
 * `application/json`): `<`, `>` and `&` are escaped so no text can close the element early.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
