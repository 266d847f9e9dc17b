import { site } from "~/config/site";

/** The text of the shell every page shares: skip link, header, footer and the error fallback. */
export const shell = {
  skipLink: "Skip to main content",
  homeLinkLabel: `${site.name} home`,
  /** The brand name in two tones; together they spell site.name. */
  wordmark: { lead: "Visa", accent: "Udaan" },
  header: {
    launchBadge: "Launching Soon",
    signIn: "Sign In",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  footer: {
    blurb: "Online visa applications for Indian travellers to the GCC, Europe and Asia. Applications open at launch.",
    quickLinksTitle: "Quick Links",
    supportTitle: "Contact Support",
    /** The line under each support channel. */
    channelDetail: { whatsapp: "Replies from our team", email: site.contact.supportEmail },
    appTitle: "Launching Soon",
    appDescription:
      "Our mobile app is coming after launch. You will be able to follow applications and get status alerts on your phone.",
    copyright: `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
  },
  storeBadges: {
    appStore: { name: "App Store", caption: "Download on the" },
    googlePlay: { name: "Google Play", caption: "Get it on" },
  },
  toasts: {
    /** Radix fills in the hotkey. */
    regionLabel: "Notifications ({hotkey})",
    close: "Close notification",
  },
  /** Shown only if rendering itself fails. */
  error: {
    fallbackTitle: "Something went wrong",
    hint: "Please reload the page or go back to the",
    homeLink: "home page",
    end: ".",
  },
  /** The one name of the link to /destinations, the hero's "Discover Destinations" aside. */
  exploreAllDestinations: "Explore All Destinations",
};
