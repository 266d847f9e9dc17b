import type { Localized } from "~/config/locales";
import { site } from "~/config/site";

/** The trust badges under the hero; their icons and order are the hero's (components/home/home-hero.tsx). */
export type TrustBadgeId = "encryption" | "online" | "mobile";

interface HeroText {
  eyebrow: string;
  purpose: string;
  intro: string;
  startApplication: string;
  discoverDestinations: string;
  trustBadgesLabel: string;
  trustBadges: Record<TrustBadgeId, { label: string }>;
  /** The boarding-pass illustration: decorative, hidden from assistive tech. */
  ticket: {
    kind: string;
    from: { label: string; code: string; city: string };
    to: { label: string; code: string; city: string };
    details: { term: string; value: string }[];
    status: string;
    note: { title: string; detail: string };
  };
}

const en: HeroText = {
  eyebrow: "Tourist · Business · Transit visas",
  purpose: "From launch, apply online for most e-visas in under five minutes.",
  intro: `At launch, ${site.name} will make visas simple for Indian travellers: one online form, documents uploaded from your phone and status updates until the embassy decides. If an embassy needs your fingerprints or an interview, we will help you book it.`,
  startApplication: "Start Visa Application",
  discoverDestinations: "Discover Destinations",
  trustBadgesLabel: "Why it is safe and simple",
  trustBadges: {
    encryption: { label: "End-to-End Encryption" },
    online: { label: "Fully Online" },
    mobile: { label: "Mobile Perfected" },
  },
  ticket: {
    kind: "e-Visa",
    from: { label: "From", code: "DEL", city: "New Delhi" },
    to: { label: "To", code: "DXB", city: "Dubai" },
    details: [
      { term: "Visa type", value: "Tourist Visa" },
      { term: "Applied", value: "Online" },
    ],
    status: "Visa issued",
    note: { title: "Under five minutes", detail: "for most e-visas, from launch" },
  },
};

const hi: HeroText = {
  eyebrow: "पर्यटक · बिज़नेस · ट्रांज़िट वीज़ा",
  purpose: "लॉन्च के बाद से ज़्यादातर ई-वीज़ा के लिए आप पाँच मिनट से कम समय में ऑनलाइन आवेदन कर सकेंगे।",
  intro: `लॉन्च होने पर ${site.name} भारतीय यात्रियों के लिए वीज़ा लेना आसान बनाएगा: एक ऑनलाइन फ़ॉर्म, फ़ोन से अपलोड होने वाले दस्तावेज़ और दूतावास का फ़ैसला आने तक आवेदन की स्थिति की जानकारी। अगर दूतावास आपके फ़िंगरप्रिंट लेना चाहे या आपको इंटरव्यू के लिए बुलाए, तो हम अपॉइंटमेंट बुक करने में आपकी मदद करेंगे।`,
  startApplication: "वीज़ा आवेदन शुरू करें",
  discoverDestinations: "गंतव्य देखें",
  trustBadgesLabel: "यह सुरक्षित और आसान क्यों है",
  trustBadges: {
    encryption: { label: "एंड-टू-एंड एन्क्रिप्शन" },
    online: { label: "पूरी तरह ऑनलाइन" },
    mobile: { label: "मोबाइल पर बेहतरीन" },
  },
  ticket: {
    kind: "ई-वीज़ा",
    from: { label: "प्रस्थान", code: "DEL", city: "नई दिल्ली" },
    to: { label: "आगमन", code: "DXB", city: "दुबई" },
    details: [
      { term: "वीज़ा का प्रकार", value: "पर्यटक वीज़ा" },
      { term: "आवेदन", value: "ऑनलाइन" },
    ],
    status: "वीज़ा जारी",
    note: { title: "पाँच मिनट से कम में आवेदन", detail: "ज़्यादातर ई-वीज़ा के लिए, लॉन्च के बाद से" },
  },
};

export const hero: Localized<HeroText> = { en, hi };
