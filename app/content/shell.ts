// Relative imports with extensions: scripts/assets/render-brand-images.mjs imports this too.
import type { Localized } from "../config/locales.ts";
import type { PageName } from "../config/pages.ts";
import { site } from "../config/site.ts";

/** The brand name in two tones, the same in every language; together they spell site.name. */
export const wordmark = { lead: "Visa", accent: "Udaan" };

/** The text of the shell every page shares: skip link, header, footer and titles. */
const en = {
  tagline: "Where Dreams Take Flight",
  /** The site's description: Home's meta description and the structured data. */
  description:
    "Tourist, business and transit visas for Indian travellers to the UAE, Europe, Asia and North America. Applications open at launch.",
  /** Home's title; other pages are titled "{page} | VisaUdaan". */
  homeTitle: `${site.name}: Online Visa Applications for Indian Travellers`,
  shareImageAlt: `${site.name}: Where Dreams Take Flight. Online visa applications for Indian travellers.`,
  /** The lines of the share image under the tagline (scripts/assets/render-brand-images.mjs). */
  shareImage: {
    line: "Tourist, business and transit visas for Indian travellers. Applications open at launch.",
    regions: "UAE · Europe · Asia · North America",
  },
  credit: "Made with love by Bharat, for Bharat.",
  /** Said on every page's footer and in the privacy notice. */
  notAffiliated: `${site.name} is a private service. It is not a government website and is not affiliated with any government, embassy or consulate.`,
  skipLink: "Skip to main content",
  homeLinkLabel: `${site.name} home`,
  /** The name of each page in the navigation, the footer and the language link. */
  pageLabels: {
    home: "Home",
    destinations: "Destinations",
    travelNews: "Travel News",
    aboutUs: "About Us",
    faq: "FAQs",
    privacy: "Privacy Notice",
  } satisfies Record<Exclude<PageName, "notFound">, string>,
  header: {
    launchBadge: "Launching Soon",
    signIn: "Sign In",
    mainNavLabel: "Main",
    mobileNavLabel: "Mobile",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    /** The language control's name, before the current language's own name. */
    language: "Language",
  },
  footer: {
    blurb:
      "Online visa applications for Indian travellers to the UAE, Europe, Asia and North America. Applications open at launch.",
    quickLinksTitle: "Quick Links",
    supportTitle: "Contact Support",
    /** The line under each support channel. */
    channelDetail: { whatsapp: "Replies from our team", email: site.contact.supportEmail },
    appTitle: "Launching Soon",
    appDescription:
      "Our mobile app is coming after launch. You will be able to follow applications and get status alerts on your phone.",
    copyright: `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
  },
  /** Each badge's words as the store's own badge says them; `{store}` is where the name goes. */
  storeBadges: {
    appStore: { name: "App Store", caption: "Download on the {store}" },
    googlePlay: { name: "Google Play", caption: "Get it on {store}" },
  },
  toasts: {
    /** Radix fills in the hotkey. */
    regionLabel: "Notifications ({hotkey})",
    close: "Close notification",
  },
  /** The one name of the link to /destinations, the hero's "Discover Destinations" aside. */
  exploreAllDestinations: "Explore All Destinations",
};

type ShellText = typeof en;

const hi: ShellText = {
  tagline: "जहाँ सपनों को मिलती है उड़ान",
  description:
    "यूएई, यूरोप, एशिया और उत्तरी अमेरिका जाने वाले भारतीय यात्रियों के लिए पर्यटक, बिज़नेस और ट्रांज़िट वीज़ा। आवेदन लॉन्च के साथ शुरू होंगे, और तब ज़्यादातर ई-वीज़ा के लिए आप पाँच मिनट से कम समय में ऑनलाइन आवेदन कर सकेंगे।",
  homeTitle: `${site.name}: भारतीय यात्रियों के लिए ऑनलाइन वीज़ा आवेदन`,
  shareImageAlt: `${site.name}: जहाँ सपनों को मिलती है उड़ान। भारतीय यात्रियों के लिए ऑनलाइन वीज़ा आवेदन।`,
  shareImage: {
    line: "भारतीय यात्रियों के लिए पर्यटक, बिज़नेस और ट्रांज़िट वीज़ा। आवेदन लॉन्च के साथ शुरू होंगे।",
    regions: "यूएई · यूरोप · एशिया · उत्तरी अमेरिका",
  },
  credit: "भारत द्वारा, भारत के लिए, प्यार से बनाया गया।",
  notAffiliated: `${site.name} एक निजी सेवा है। यह कोई सरकारी वेबसाइट नहीं है, और इसका किसी भी सरकार, दूतावास या वाणिज्य दूतावास से कोई संबंध नहीं है।`,
  skipLink: "मुख्य सामग्री पर जाएँ",
  homeLinkLabel: `${site.name} होम`,
  pageLabels: {
    home: "होम",
    destinations: "गंतव्य",
    travelNews: "यात्रा समाचार",
    aboutUs: "हमारे बारे में",
    faq: "सवाल-जवाब",
    privacy: "निजता सूचना",
  },
  header: {
    launchBadge: "जल्द लॉन्च",
    signIn: "साइन इन",
    mainNavLabel: "मुख्य",
    mobileNavLabel: "मोबाइल",
    openMenu: "मेन्यू खोलें",
    closeMenu: "मेन्यू बंद करें",
    language: "भाषा",
  },
  footer: {
    blurb: "यूएई, यूरोप, एशिया और उत्तरी अमेरिका जाने वाले भारतीय यात्रियों के लिए ऑनलाइन वीज़ा आवेदन। आवेदन लॉन्च के साथ शुरू होंगे।",
    quickLinksTitle: "उपयोगी लिंक",
    supportTitle: "सहायता के लिए संपर्क करें",
    channelDetail: { whatsapp: "हमारी टीम जवाब देती है", email: site.contact.supportEmail },
    appTitle: "जल्द लॉन्च",
    appDescription:
      "हमारा मोबाइल ऐप लॉन्च के बाद आएगा। तब आप अपने फ़ोन पर आवेदनों पर नज़र रख सकेंगे और उनकी स्थिति बदलने की सूचना पा सकेंगे।",
    copyright: `© ${site.copyrightYear} ${site.name}। सर्वाधिकार सुरक्षित।`,
  },
  storeBadges: {
    appStore: { name: "App Store", caption: "{store} से डाउनलोड करें" },
    googlePlay: { name: "Google Play", caption: "इसे {store} पर पाएँ" },
  },
  toasts: {
    regionLabel: "सूचनाएँ ({hotkey})",
    close: "सूचना बंद करें",
  },
  exploreAllDestinations: "सभी गंतव्य देखें",
};

export const shell: Localized<ShellText> = { en, hi };
