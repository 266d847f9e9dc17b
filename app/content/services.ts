import type { Localized } from "~/config/locales";
import type { SectionIntro } from "./section";

/**
 * The three visa categories the site advertises (docs/requirements.md); their icons and order
 * are the section's (components/home/services-section.tsx).
 */
export type ServiceId = "tourist" | "business" | "transit";

interface VisaService {
  title: string;
  description: string;
  /** Typical reasons to travel on this visa, shown as short tags. */
  suitedFor: string[];
}

interface ServicesText {
  intro: SectionIntro;
  /** The accessible name of a service's list of tags; `{title}` is the service's. */
  suitedForLabel: string;
  items: Record<ServiceId, VisaService>;
}

const en: ServicesText = {
  intro: {
    eyebrow: "Our services",
    title: "Visas for every kind of trip",
    intro:
      "Whether you are going abroad for a holiday, for work or only passing through, from launch you can apply for the right visa in one place.",
  },
  suitedForLabel: "{title} is suited for",
  items: {
    tourist: {
      title: "Tourist Visa",
      description:
        "For holidays, sightseeing and visiting family or friends abroad. At launch, you apply online and travel with your papers in order.",
      suitedFor: ["Holidays", "Family visits", "Sightseeing"],
    },
    business: {
      title: "Business Visa",
      description:
        "For meetings, conferences and trade fairs. At launch, you upload your invitation letter and company details online. Some embassies still ask for fingerprints or an interview; we help you book and prepare.",
      suitedFor: ["Meetings", "Conferences", "Trade fairs"],
    },
    transit: {
      title: "Transit Visa",
      description:
        "For layovers in countries that ask travellers to hold a visa to change flights or leave the airport on the way to their destination.",
      suitedFor: ["Layovers", "Connecting flights"],
    },
  },
};

const hi: ServicesText = {
  intro: {
    eyebrow: "हमारी सेवाएँ",
    title: "हर तरह की यात्रा के लिए वीज़ा",
    intro:
      "चाहे आप छुट्टी मनाने विदेश जा रहे हों, काम से जा रहे हों या बस रास्ते में किसी देश से गुज़र रहे हों, लॉन्च के बाद से आप एक ही जगह सही वीज़ा के लिए आवेदन कर सकेंगे।",
  },
  suitedForLabel: "{title} किनके लिए है",
  items: {
    tourist: {
      title: "पर्यटक वीज़ा",
      description:
        "छुट्टियों, घूमने-फिरने और विदेश में परिवार या दोस्तों से मिलने के लिए। लॉन्च होने पर आप ऑनलाइन आवेदन कर सकेंगे और सारे दस्तावेज़ पूरे रखकर यात्रा कर सकेंगे।",
      suitedFor: ["छुट्टियाँ", "परिवार से मिलना", "घूमना-फिरना"],
    },
    business: {
      title: "बिज़नेस वीज़ा",
      description:
        "मीटिंग, कॉन्फ़्रेंस और व्यापार मेलों के लिए। लॉन्च होने पर आप अपना निमंत्रण पत्र और कंपनी की जानकारी ऑनलाइन अपलोड कर सकेंगे। कुछ दूतावास अब भी फ़िंगरप्रिंट लेते हैं या इंटरव्यू के लिए बुलाते हैं। ऐसे में हम अपॉइंटमेंट बुक करने और तैयारी में आपकी मदद करेंगे।",
      suitedFor: ["मीटिंग", "कॉन्फ़्रेंस", "व्यापार मेले"],
    },
    transit: {
      title: "ट्रांज़िट वीज़ा",
      description:
        "मंज़िल तक पहुँचने के रास्ते में ऐसे देशों में रुकने के लिए, जहाँ फ़्लाइट बदलने या एयरपोर्ट से बाहर निकलने के लिए यात्रियों के पास वीज़ा होना ज़रूरी है।",
      suitedFor: ["रास्ते का पड़ाव", "कनेक्टिंग फ़्लाइट"],
    },
  },
};

export const services: Localized<ServicesText> = { en, hi };
