// Build time only: the loaders put one language's words into one page (decision 0011).
// `.server` makes the build fail if a module the browser loads imports this.
import type { MetaDescriptor } from "react-router";
import { type Locale, localeOf } from "~/config/locales";
import { site } from "~/config/site";
import { launchMessage } from "~/content/launch";
import { shell } from "~/content/shell";
import { supportChannels } from "~/content/support";
import { launchToasts } from "~/content/toasts";
import { normalizePathname } from "../logic/paths";
import { type PageMetaText, pageMeta } from "../logic/seo";

/**
 * The path of the page a loader runs for, without a trailing slash. A route data request keeps
 * its file name in the path: "/hi.data" is /hi, "/hi/_.data" is /hi, "/destinations/georgia.data"
 * is /destinations/georgia.
 */
export function pagePathOfRequest(request: Request): string {
  return normalizePathname(new URL(request.url).pathname.replace(/(?:\/_)?\.data$/, ""));
}

/** The language of the page a loader runs for, from its path ("/hi.data" does not start with "/hi/"). */
export function localeOfRequest(request: Request): Locale {
  return localeOf(pagePathOfRequest(request));
}

function without<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

/** The words of the shell in one language: the layout route's loader data (lib/hooks/use-shell-content.ts). */
export function shellContent(locale: Locale) {
  return {
    // The share image's lines are drawn into the image; its alt text and Home's title are pages' meta.
    ...without(shell[locale], ["shareImage", "shareImageAlt", "homeTitle"]),
    launchMessage: launchMessage[locale],
    supportChannels: supportChannels[locale],
    launchToasts: launchToasts[locale],
  };
}

export type ShellContent = ReturnType<typeof shellContent>;

/** A page title with the brand: "About Us | VisaUdaan". */
export function brandedTitle(title: string): string {
  return `${title} | ${site.name}`;
}

/** A page's `meta` text in its language: its title (Home's is the brand's own), description and the share image's alt text. */
export function pageMetaText(
  locale: Locale,
  { title, description }: { title?: string; description: string },
): PageMetaText {
  return {
    title: title ? brandedTitle(title) : shell[locale].homeTitle,
    description,
    imageAlt: shell[locale].shareImageAlt,
  };
}

/**
 * A page's head tags in its language, for its route's `meta` (`loaderMeta`): built here, at
 * build time, so the browser does not carry the code that builds them (decision 0018).
 * @param path the page's path in the default language
 */
export function pageHead(
  locale: Locale,
  path: string,
  text: { title?: string; description: string },
): MetaDescriptor[] {
  return pageMeta({ ...pageMetaText(locale, text), path, locale });
}
