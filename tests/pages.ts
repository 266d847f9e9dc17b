import { about } from "../app/content/about";
import { guidePage } from "../app/content/guide-page";
import type { DestinationSlug } from "../app/content/destination-photos";
import { destinationName as contentDestinationName, destinationTime } from "../app/content/destinations";
import { destinationsPage } from "../app/content/destinations-page";
import { hero } from "../app/content/hero";
import { launchMessage as launchMessages } from "../app/content/launch";
import { notFound } from "../app/content/not-found";
import { privacy } from "../app/content/privacy";
import { shell } from "../app/content/shell";
import { support } from "../app/content/support";
import { launchToasts } from "../app/content/toasts";
import { travelNews } from "../app/content/travel-news";
import { visaYouHold } from "../app/content/visa-you-hold";
import { holdings } from "../app/config/holdings";
import { fillTemplate } from "../app/lib/logic/template";
import {
  defaultLocale,
  type Locale,
  locales,
  localeSettings,
  localeShareSettings,
  mapLocales,
  otherLocales,
  pseudoLocale,
} from "../app/config/locales";
import { accent } from "../app/lib/build/pseudo-locale";
import { type LanguageTestData, languageTestData, type TranslatedLanguage } from "./language-data";
import { specDestinations } from "./spec-destinations";

/*
 * The site's pages and the words every suite looks for, shared by the built-HTML tests
 * (tests/build) and the browser tests (tests/e2e). No test runner is imported here.
 */

/**
 * The site's pages with their exact titles and h1s: one table for every suite. Written out,
 * not imported from the app, so a change there must be deliberate.
 */
export const pageRoutes = [
  {
    path: "/",
    title: "VisaUdaan: Online Visa Applications for Indian Travellers",
    heading: /Where Dreams Take Flight/,
  },
  { path: "/about-us", title: "About Us | VisaUdaan", heading: /About VisaUdaan/ },
  { path: "/destinations", title: "Destinations | VisaUdaan", heading: "Explore Global Destinations" },
  { path: "/travel-news", title: "Travel News & Updates | VisaUdaan", heading: "Travel News & Updates" },
  { path: "/privacy", title: "Privacy Notice | VisaUdaan", heading: "Privacy Notice" },
  {
    path: "/visa-you-hold",
    title: "What the visa you hold opens | VisaUdaan",
    heading: "What the visa you hold opens",
  },
];

/** The launch message, word for word as every page and launch toast must show it. */
export const launchMessage =
  "Applications open at launch. Until then, our team answers your questions on WhatsApp and by e-mail.";

/** Any path the site does not have: served the not-found page with status 404. */
export const notFoundRoute = { path: "/no-such-page", heading: "We couldn’t find that page" };

/**
 * The site's languages and what their pages say, for the suites that run every behaviour in
 * every language. English is written out, as the requirements fix it; every other language is
 * read from its words, whose completeness and script the unit tests check.
 */
export const languages = locales;
export type Language = Locale;

/**
 * The site's own languages, without the tests' pseudo-locale: for tests whose data is written
 * per language (what a visitor types in it), which every site language must have.
 */
export type SiteLanguage = Exclude<Language, typeof pseudoLocale>;
export const siteLanguages = languages.filter((language): language is SiteLanguage => language !== pseudoLocale);

/** The words a language's pages say, as the suites look for them. */
function uiFromContent(language: Language) {
  const { header, pageLabels, homeLinkLabel, skipLink, toasts } = shell[language];
  const { name } = localeSettings[language];
  return {
    launchMessage: launchMessages[language],
    ...header,
    pageLabels,
    navLabels: [pageLabels.home, pageLabels.destinations, pageLabels.travelNews, pageLabels.aboutUs],
    homeLinkLabel,
    skipLink,
    notifications: new RegExp(`^${toasts.regionLabel.replace(" ({hotkey})", "")}`),
    closeNotification: toasts.close,
    chatOnWhatsapp: support[language].chatOnWhatsapp,
    signInToast: launchToasts[language].signIn.title,
    startApplication: hero[language].startApplication,
    startApplicationToast: launchToasts[language].startApplication.title,
    mobileAppToast: launchToasts[language].mobileApp.title,
    exploreOptions: destinationsPage[language].card.exploreOptions,
    prefix: localeSettings[language].prefix,
    htmlLang: localeSettings[language].htmlLang,
    hreflang: localeSettings[language].hreflang,
    ogLocale: localeShareSettings[language].ogLocale,
    /** Its script (ISO 15924), on `<html data-script>`: the typography keys on it. */
    script: localeSettings[language].script,
    shareImage: localeShareSettings[language].shareImage,
    /** The language's own name, as the language control lists it. */
    name,
    /** The bar's language control, named with the language shown. */
    languageControl: `${header.language}: ${name}`,
  };
}

const english: ReturnType<typeof uiFromContent> = {
  prefix: "",
  htmlLang: "en-IN",
  hreflang: "en",
  ogLocale: "en_IN",
  script: "Latn",
  shareImage: "/og-image.png",
  name: "English",
  languageControl: "Language: English",
  launchMessage,
  launchBadge: "Launching Soon",
  signIn: "Sign In",
  mainNavLabel: "Main",
  mobileNavLabel: "Mobile",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  language: "Language",
  pageLabels: {
    home: "Home",
    destinations: "Destinations",
    travelNews: "Travel News",
    aboutUs: "About Us",
    faq: "FAQs",
    privacy: "Privacy Notice",
    visaYouHold: "The visa you hold",
  },
  navLabels: ["Home", "Destinations", "Travel News", "About Us"],
  homeLinkLabel: "VisaUdaan home",
  skipLink: "Skip to main content",
  notifications: /Notifications/,
  closeNotification: "Close notification",
  chatOnWhatsapp: "Chat on WhatsApp",
  signInToast: "Sign In opens at launch",
  startApplication: "Start Visa Application",
  startApplicationToast: "Online applications are not open yet",
  mobileAppToast: "Our mobile app is coming after launch",
  exploreOptions: "Explore Options",
};

/** A value with every text accented, as the pseudo-locale writes it (app/lib/build/pseudo-locale.ts). */
function accented<T>(value: T): T {
  if (typeof value === "string") return accent(value) as T;
  if (Array.isArray(value)) return value.map(accented) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, accented(item)])) as T;
  }
  return value;
}

/**
 * Per language: English as written out in the test, every other site language's from its test
 * data (app/content/words/<locale>/test-data.json), the pseudo-locale's as English's, accented.
 */
export const fromTestData = <T>(english: T, fromData: (data: LanguageTestData) => T): Record<Language, T> =>
  mapLocales((language) =>
    language === defaultLocale
      ? english
      : language === pseudoLocale
        ? accented(english)
        : fromData(languageTestData(language as TranslatedLanguage)),
  );

/** Per language: English as written out above, the others from their words. */
export const byLanguage = <T>(englishValue: T, fromContent: (language: Language) => T): Record<Language, T> =>
  mapLocales((language) => (language === defaultLocale ? englishValue : fromContent(language)));

export const ui = byLanguage(english, uiFromContent);

/** Every language but the given one. */
export const otherLanguages = (language: Language): Language[] => otherLocales(language);

/** A site path in the given language: "/about-us" is "/hi/about-us", "/" is "/hi", "/#faq" is "/hi#faq". */
export function pathIn(language: Language, path: string): string {
  const { prefix } = ui[language];
  if (!prefix) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/** Each language's pages with their exact titles and h1s. */
export const pageRoutesIn = byLanguage(pageRoutes, (language) => [
  { path: pathIn(language, "/"), title: shell[language].homeTitle, heading: new RegExp(shell[language].tagline) },
  {
    path: pathIn(language, "/about-us"),
    title: `${about[language].meta.title} | VisaUdaan`,
    heading: new RegExp(about[language].title),
  },
  {
    path: pathIn(language, "/destinations"),
    title: `${destinationsPage[language].meta.title} | VisaUdaan`,
    heading: destinationsPage[language].title,
  },
  {
    path: pathIn(language, "/travel-news"),
    title: `${travelNews[language].meta.title} | VisaUdaan`,
    heading: travelNews[language].title,
  },
  {
    path: pathIn(language, "/privacy"),
    title: `${privacy[language].meta.title} | VisaUdaan`,
    heading: privacy[language].title,
  },
  {
    path: pathIn(language, "/visa-you-hold"),
    title: `${visaYouHold[language].meta.title} | VisaUdaan`,
    heading: visaYouHold[language].title,
  },
]);

/** Each language's unknown path, answered by its own not-found page. */
export const notFoundRoutes = byLanguage(
  { ...notFoundRoute, title: /Page not found/, homeLink: "Go to Home" },
  (language) => ({
    path: pathIn(language, notFoundRoute.path),
    heading: notFound[language].title,
    title: new RegExp(notFound[language].metaTitle),
    homeLink: notFound[language].homeLink,
  }),
);

/** The text a WhatsApp link (`?text=`) or an e-mail link (`?subject=`) prefills, decoded; null for other links. */
export function prefilledText(href: string): string | null {
  const url = new URL(href);
  if (url.host === "wa.me") return url.searchParams.get("text");
  if (url.protocol === "mailto:") return url.searchParams.get("subject");
  return null;
}

/** A letter (not a mark, digit or punctuation) of the script with this ISO 15924 code ("Deva", "Taml"). */
export const letterOf = (script: string) => new RegExp(`[\\p{L}&&\\p{Script=${script}}]`, "v");

/** A destination's name in a language, from its words: the suites look cards and guides up by it. */
export const destinationName = (language: Language, slug: string) =>
  contentDestinationName(language, slug as DestinationSlug);

/** The guides' slugs, in the destinations' order, exactly as the addresses publish them. */
export const guideSlugs = [
  "united-arab-emirates",
  "united-states",
  "switzerland",
  "vietnam",
  "singapore",
  "georgia",
  "azerbaijan",
  "sri-lanka",
  "france",
  "malaysia",
  "thailand",
  "canada",
] as const;

/** The guides added beyond the twelve (decision 0027), in their section's order, exactly as the addresses publish them. */
export const addedGuideSlugs = [
  "saudi-arabia",
  "united-kingdom",
  "qatar",
  "oman",
  "kuwait",
  "japan",
  "indonesia",
  "philippines",
  "maldives",
  "germany",
] as const;

/** An English guide's route, its title and h1 written out as the requirements give them. */
function englishGuideRoute(slug: string, name: string, getTime: string) {
  return {
    path: `/destinations/${slug}`,
    title: `${name} Visa for Indians: Rules and Documents | VisaUdaan`,
    heading: `${name} Visa for Indians`,
    slug,
    name,
    getTime,
  };
}

/**
 * Each language's destination guides with their exact titles and h1s, and the destination's
 * name and `getTime`: the twelve's English written out from the requirements' table, the others
 * (and the added guides') from their words.
 */
export const guideRoutesIn = byLanguage(
  [
    ...guideSlugs.map((slug, index) => {
      const [name, getTime] = specDestinations[index]!;
      return englishGuideRoute(slug, name, getTime);
    }),
    ...addedGuideSlugs.map((slug) =>
      englishGuideRoute(slug, contentDestinationName("en", slug), destinationTime("en", slug)),
    ),
  ],
  (language) =>
    [...guideSlugs, ...addedGuideSlugs].map((slug) => {
      const name = contentDestinationName(language, slug);
      const getTime = destinationTime(language, slug);
      return {
        path: pathIn(language, `/destinations/${slug}`),
        title: `${fillTemplate(guidePage[language].meta.title, { name })} | VisaUdaan`,
        heading: fillTemplate(guidePage[language].title, { name }),
        slug: slug as string,
        name,
        getTime,
      };
    }),
);

/**
 * One guide per language for the browser's checks of a whole page (axe, the font swap): the
 * guides are one component whose pages differ only in their words. Thailand's has the banner
 * of a rule being changed; Malaysia's the look-alike site; the languages take them in turn.
 */
const sampleGuides = ["thailand", "malaysia"];
export const sampleGuideIn = mapLocales((language) =>
  guideRoutesIn[language].find(
    (route) => route.slug === sampleGuides[languages.indexOf(language) % sampleGuides.length],
  )!,
);

/**
 * Each language's pages of what a visa you hold opens, with their exact titles and h1s (decision
 * 0026): English written out for the three the issue names first, the others from their words.
 */
export const holdingRoutesIn = byLanguage(
  holdings.map((holding) => {
    const written: Record<string, [string, string]> = {
      "us-visa": ["What your US visa opens for Indian passport holders", "What your US visa opens"],
      "us-green-card": ["What your US green card opens for Indian passport holders", "What your US green card opens"],
      "schengen-visa": ["What your Schengen visa opens for Indian passport holders", "What your Schengen visa opens"],
    };
    const { metaTitle, title } = visaYouHold.en.holdings[holding];
    const [pageTitle, heading] = written[holding] ?? [metaTitle, title];
    return {
      path: `/visa-you-hold/${holding}`,
      title: `${pageTitle} | VisaUdaan`,
      heading,
      holding: holding as string,
    };
  }),
  (language) =>
    holdings.map((holding) => ({
      path: pathIn(language, `/visa-you-hold/${holding}`),
      title: `${visaYouHold[language].holdings[holding].metaTitle} | VisaUdaan`,
      heading: visaYouHold[language].holdings[holding].title,
      holding: holding as string,
    })),
);
