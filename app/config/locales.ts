/**
 * The site's languages (docs/decisions/0009-hindi-edition.md, 0017): English at the root, each
 * other language under its prefix (/hi). Every page exists in each, at the same path after the
 * prefix. Free of `import.meta.env` and `~/` imports so the build configuration can import it.
 */
const siteLocales = ["en", "hi", "ta", "bn"] as const;

/**
 * Tests only (decision 0017): English accented and about 40% longer (lib/build/pseudo-locale.ts),
 * under /en-xa, listed when VISAUDAAN_PSEUDO_LOCALE is 1 (astro.config.ts writes its value into
 * the browser's scripts), to prove that nothing assumes the site's languages.
 */
export const pseudoLocale = "en-xa";

type SiteLocale = (typeof siteLocales)[number];

export type Locale = SiteLocale | typeof pseudoLocale;

/** The languages built, in the order the language control lists them. */
export const locales: readonly Locale[] =
  process.env.VISAUDAAN_PSEUDO_LOCALE === "1" ? [...siteLocales, pseudoLocale] : siteLocales;

/** One value per language: content modules are typed with it, so a missing language fails the typecheck. */
export type Localized<T> = Record<Locale, T>;

/** The language search engines get when no other matches (`x-default`). */
export const defaultLocale: Locale = "en";

interface LocaleSettings {
  /** Path prefix, without a trailing slash; empty at the root. */
  prefix: string;
  /** `<html lang>`. */
  htmlLang: string;
  /** `hreflang` of alternates and of the language control's links. */
  hreflang: string;
  /** The language's own name, as the language control lists it. */
  name: string;
  /**
   * The script its visible text is written in, as an ISO 15924 code ("Latn", "Deva"), which
   * is also the Unicode Script value: content/locales.test.ts checks the words against it.
   */
  script: string;
  /**
   * A long date without the comma ICU puts before the year, as the language's style guide
   * writes it (`31 ডিসেম্বর 2026`, not ICU's `31 ডিসেম্বর, 2026`): lib/logic/locale-format.ts.
   */
  dateWithoutComma?: boolean;
}

const siteLocaleSettings = {
  en: {
    prefix: "",
    htmlLang: "en-IN",
    hreflang: "en",
    name: "English",
    script: "Latn",
  },
  hi: {
    prefix: "/hi",
    htmlLang: "hi",
    hreflang: "hi",
    name: "हिंदी",
    script: "Deva",
  },
  ta: {
    prefix: "/ta",
    htmlLang: "ta",
    hreflang: "ta",
    name: "தமிழ்",
    script: "Taml",
  },
  bn: {
    prefix: "/bn",
    htmlLang: "bn",
    hreflang: "bn",
    name: "বাংলা",
    script: "Beng",
    dateWithoutComma: true,
  },
} as const satisfies Record<SiteLocale, LocaleSettings>;

/** The pseudo-locale's settings, among `localeSettings` in its builds only. */
export const pseudoLocaleSettings: LocaleSettings = {
  prefix: "/en-xa",
  htmlLang: "en-XA",
  hreflang: "en-XA",
  name: "Pseudo",
  script: "Latn",
};

/** Each language's settings; the pseudo-locale's only in its builds (decision 0017). */
export const localeSettings: Localized<LocaleSettings> =
  process.env.VISAUDAAN_PSEUDO_LOCALE === "1"
    ? { ...siteLocaleSettings, [pseudoLocale]: pseudoLocaleSettings }
    : (siteLocaleSettings as Localized<LocaleSettings>);

/**
 * Open Graph's settings of each language, read at build only (lib/logic/seo.ts writes the head
 * tags), so no island's script holds them.
 */
export const localeShareSettings = {
  en: { ogLocale: "en_IN", shareImage: "/og-image.png" },
  hi: { ogLocale: "hi_IN", shareImage: "/og-image-hi.png" },
  ta: { ogLocale: "ta_IN", shareImage: "/og-image-ta.png" },
  bn: { ogLocale: "bn_IN", shareImage: "/og-image-bn.png" },
  [pseudoLocale]: { ogLocale: "en_XA", shareImage: "/og-image.png" },
} as const satisfies Localized<{
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** The 1200x630 share image in public/, in the language (scripts/assets/render-brand-images.mjs). */
  shareImage: string;
}>;

function hasPrefix(pathname: string, prefix: string): boolean {
  return (
    prefix !== "" && (pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}#`))
  );
}

/** The language of a path: the one whose prefix it starts with, else the default. */
export function localeOf(pathname: string): Locale {
  return locales.find((locale) => hasPrefix(pathname, localeSettings[locale].prefix)) ?? defaultLocale;
}

/** The path without its language prefix: "/hi/about-us" is "/about-us", "/hi" is "/". */
export function unlocalizedPath(pathname: string): string {
  const { prefix } = localeSettings[localeOf(pathname)];
  const rest = pathname.slice(prefix.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * A site path (as in `paths`, with or without a fragment) in the given language:
 * "/about-us" is "/hi/about-us", "/" is "/hi" and "/#faq" is "/hi#faq".
 */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = localeSettings[locale];
  if (!prefix) return path;
  return path === "/" || path.startsWith("/#") ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** Every language but the given one: the alternates, the other spellings. */
export function otherLocales(locale: Locale): Locale[] {
  return locales.filter((other) => other !== locale);
}

/** Whether a value is one value per language (a `Localized` export): the content checks find them with it. */
export function isLocalized(value: unknown): value is Localized<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).sort().join() === [...locales].sort().join()
  );
}

/** A value for every language, computed from the language: for content derived from content. */
export function mapLocales<T>(valueFor: (locale: Locale) => T): Localized<T> {
  return Object.fromEntries(locales.map((locale) => [locale, valueFor(locale)])) as Localized<T>;
}
