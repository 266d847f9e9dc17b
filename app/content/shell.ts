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
    blurb: "Online visa applications and expert help for Indian travellers to the GCC, Europe and Asia.",
    quickLinksTitle: "Quick Links",
    supportTitle: "Contact Support",
    /** The line under each support channel. */
    channelDetail: { whatsapp: "Replies 24/7", email: site.contact.supportEmail },
    appTitle: "Launching Soon",
    appDescription: "Our mobile app is coming soon. Track applications and get status alerts on the go.",
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
  /** The same link from several pages. */
  browseDestinations: "Browse destinations",
};
