// Build time only: the page files put one language's words into one page (decision 0011).
import type { PageFrame } from "~/components/layout/site-page";
import { type Locale, locales, localeSettings, localizePath } from "~/config/locales";
import { site } from "~/config/site";
import { launchMessage } from "~/content/launch";
import { shell } from "~/content/shell";
import { supportChannels } from "~/content/support";
import { launchToasts } from "~/content/toasts";
import { type HeadTag, type PageMetaText, pageMeta } from "../logic/seo";

function without<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Omit<T, K> {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;
}

/** The words of the shell in one language (lib/hooks/use-shell-content.ts). */
export function shellContent(locale: Locale) {
  return {
    // The share image's lines are drawn into the image; its alt text and Home's title are pages' meta.
    ...without(shell[locale], ["shareImage", "shareImageAlt", "homeTitle"]),
    launchMessage: launchMessage[locale],
    supportChannels: supportChannels[locale],
    launchToasts: launchToastsWithoutMessage(locale),
  };
}

/**
 * The launch toasts without their description, the launch message: every page shows it, and
 * the toasts island reads it there, so its props do not carry it again (decision 0024).
 */
function launchToastsWithoutMessage(locale: Locale) {
  const toasts = launchToasts[locale];
  return Object.fromEntries(Object.entries(toasts).map(([key, toast]) => [key, without(toast, ["description"])])) as {
    [Key in keyof typeof toasts]: Omit<(typeof toasts)[Key], "description">;
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
 * A page's head tags in its language (layouts/document.astro writes them).
 * @param path the page's path in the default language
 */
export function pageHead(locale: Locale, path: string, text: { title?: string; description: string }): HeadTag[] {
  return pageMeta({ ...pageMetaText(locale, text), path, locale });
}

/**
 * `getStaticPaths` of a page in every language: the page files live under `[...lang]`, whose
 * value is the language's prefix, none for the default language ("/about-us", "/hi/about-us").
 */
export function languagePaths() {
  return locales.map((locale) => ({
    params: { lang: localeSettings[locale].prefix.slice(1) || undefined },
    props: { locale },
  }));
}

/**
 * What every component of a page may read (components/layout/site-page.tsx).
 * @param path the page's path in the default language
 */
export function pageFrame(locale: Locale, path: string, { hasLanguageTwin = true } = {}): PageFrame {
  return { locale, pathname: localizePath(path, locale), shell: shellContent(locale), hasLanguageTwin };
}
