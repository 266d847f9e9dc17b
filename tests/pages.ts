import { about } from "../app/content/about";
import { guidePage } from "../app/content/guide-page";
import { destinations } from "../app/content/destinations";
import { destinationsPage } from "../app/content/destinations-page";
import { hero } from "../app/content/hero";
import { launchMessage as launchMessages } from "../app/content/launch";
import { notFound } from "../app/content/not-found";
import { privacy } from "../app/content/privacy";
import { shell } from "../app/content/shell";
import { support } from "../app/content/support";
import { launchToasts } from "../app/content/toasts";
import { travelNews } from "../app/content/travel-news";
import { fillTemplate } from "../app/lib/template";
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
];

/** The launch message, word for word as every page and launch toast must show it. */
export const launchMessage =
  "Applications open at launch. Until then, our team answers your questions on WhatsApp and by e-mail.";

/** Any path the site does not have: served the not-found page with status 404. */
export const notFoundRoute = { path: "/no-such-page", heading: "We couldn’t find that page" };

/**
 * The site's languages and what their pages say, for the suites that run every behaviour on
 * both. English is written out, as the requirements fix it; Hindi is read from the content
 * modules, whose completeness and script the unit tests check.
 */
export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];

const hi = {
  launchMessage: launchMessages.hi,
  ...shell.hi.header,
  pageLabels: shell.hi.pageLabels,
  navLabels: [
    shell.hi.pageLabels.home,
    shell.hi.pageLabels.destinations,
    shell.hi.pageLabels.travelNews,
    shell.hi.pageLabels.aboutUs,
  ],
  homeLinkLabel: shell.hi.homeLinkLabel,
  skipLink: shell.hi.skipLink,
  notifications: new RegExp(shell.hi.toasts.regionLabel.replace(" ({hotkey})", "")),
  closeNotification: shell.hi.toasts.close,
  chatOnWhatsapp: support.hi.chatOnWhatsapp,
  signInToast: launchToasts.hi.signIn.title,
  startApplication: hero.hi.startApplication,
  startApplicationToast: launchToasts.hi.startApplication.title,
  mobileAppToast: launchToasts.hi.mobileApp.title,
  exploreOptions: destinationsPage.hi.card.exploreOptions,
};

export const ui: Record<Language, typeof hi & { prefix: string; htmlLang: string; languageLink: string }> = {
  en: {
    prefix: "",
    htmlLang: "en-IN",
    languageLink: "हिंदी",
    launchMessage,
    launchBadge: "Launching Soon",
    signIn: "Sign In",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    pageLabels: {
      home: "Home",
      destinations: "Destinations",
      travelNews: "Travel News",
      aboutUs: "About Us",
      faq: "FAQs",
      privacy: "Privacy Notice",
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
  },
  hi: { ...hi, prefix: "/hi", htmlLang: "hi", languageLink: "English" },
};

/** A site path in the given language: "/about-us" is "/hi/about-us", "/" is "/hi", "/#faq" is "/hi#faq". */
export function pathIn(language: Language, path: string): string {
  const { prefix } = ui[language];
  if (!prefix) return path;
  return path === "/" || path.startsWith("/#") || path.startsWith("/?")
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/** Each language's pages with their exact titles and h1s. */
export const pageRoutesIn: Record<Language, typeof pageRoutes> = {
  en: pageRoutes,
  hi: [
    { path: "/hi", title: shell.hi.homeTitle, heading: new RegExp(shell.hi.tagline) },
    { path: "/hi/about-us", title: `${about.hi.meta.title} | VisaUdaan`, heading: new RegExp(about.hi.title) },
    {
      path: "/hi/destinations",
      title: `${destinationsPage.hi.meta.title} | VisaUdaan`,
      heading: destinationsPage.hi.title,
    },
    { path: "/hi/travel-news", title: `${travelNews.hi.meta.title} | VisaUdaan`, heading: travelNews.hi.title },
    { path: "/hi/privacy", title: `${privacy.hi.meta.title} | VisaUdaan`, heading: privacy.hi.title },
  ],
};

/** Each language's unknown path, answered by its own not-found page. */
export const notFoundRoutes: Record<Language, typeof notFoundRoute & { title: RegExp; homeLink: string }> = {
  en: { ...notFoundRoute, title: /Page not found/, homeLink: "Go to Home" },
  hi: {
    path: "/hi/no-such-page",
    heading: notFound.hi.title,
    title: new RegExp(notFound.hi.metaTitle),
    homeLink: notFound.hi.homeLink,
  },
};

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

/**
 * Each language's destination guides with their exact titles and h1s, and the destination's
 * name and `getTime`: English written out from the requirements' table, Hindi from the content.
 */
export const guideRoutesIn: Record<
  Language,
  { path: string; title: string; heading: string; slug: string; name: string; getTime: string }[]
> = {
  en: guideSlugs.map((slug, index) => {
    const [name, getTime] = specDestinations[index]!;
    return {
      path: `/destinations/${slug}`,
      title: `${name} Visa for Indians: Rules and Documents | VisaUdaan`,
      heading: `${name} Visa for Indians`,
      slug,
      name,
      getTime,
    };
  }),
  hi: guideSlugs.map((slug) => {
    const { name, getTime } = destinations.hi.find((destination) => destination.slug === slug)!;
    return {
      path: `/hi/destinations/${slug}`,
      title: `${fillTemplate(guidePage.hi.meta.title, { name })} | VisaUdaan`,
      heading: fillTemplate(guidePage.hi.title, { name }),
      slug,
      name,
      getTime,
    };
  }),
};

/**
 * One guide per language for the browser's checks of a whole page (axe, the font swap): the
 * guides are one component whose pages differ only in their words. Thailand's has the banner
 * of a rule being changed; Malaysia's the look-alike site.
 */
export const sampleGuideIn: Record<Language, (typeof guideRoutesIn)[Language][number]> = {
  en: guideRoutesIn.en.find((route) => route.slug === "thailand")!,
  hi: guideRoutesIn.hi.find((route) => route.slug === "malaysia")!,
};
