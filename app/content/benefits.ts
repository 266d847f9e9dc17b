import type { Localized } from "~/config/locales";
import { dataProtection } from "./launch";
import type { SectionIntro } from "./section";

/**
 * Why choose us: the six benefits docs/requirements.md lists, each a claim about the service
 * at launch; their icons and order are the section's (components/home/benefits-section.tsx).
 */
export type BenefitId = "speed" | "mobile" | "paperwork" | "security" | "pricing" | "status";

interface BenefitsText {
  intro: SectionIntro;
  items: Record<BenefitId, { title: string; description: string }>;
}

const en: BenefitsText = {
  intro: {
    eyebrow: "Why choose us",
    title: "A visa process built around you",
    intro: "At launch, applying with us is designed to save you time and worry.",
  },
  items: {
    speed: {
      title: "Quick Application",
      description:
        "At launch, our AI-assisted form asks only what your visa needs, so for most e-visas you finish it in under five minutes; a US or Schengen visa form asks more and takes longer. The embassy's own processing time comes after that.",
    },
    mobile: {
      title: "Made for Your Phone",
      description:
        "At launch, you can apply, upload documents, pay and follow your application from your phone's browser.",
    },
    paperwork: {
      title: "Less Paperwork",
      description:
        "At launch, you upload your documents from your phone instead of making photocopies. Where an embassy wants papers, fingerprints or an interview at its visa centre, we tell you exactly what to bring.",
    },
    security: {
      title: "Strong Data Protection",
      description: dataProtection.en,
    },
    pricing: {
      title: "Clear Pricing",
      description:
        "At launch, you see every fee upfront, the embassy's and ours, before you pay, so you know the full cost of your visa. Embassy and government fees are set and kept by the government and are generally not refunded if a visa is refused. Our service fee, and what happens to it if a visa is refused, will be shown before you pay.",
    },
    status: {
      title: "Status Updates",
      description:
        "At launch, you can follow each step of your application online, and we message you when its status changes.",
    },
  },
};

const hi: BenefitsText = {
  intro: {
    eyebrow: "हमें क्यों चुनें",
    title: "आपकी सुविधा के हिसाब से बनी वीज़ा प्रक्रिया",
    intro: "लॉन्च होने पर हमारे साथ आवेदन की प्रक्रिया ऐसी होगी कि आपका समय बचे और चिंता कम हो।",
  },
  items: {
    speed: {
      title: "झटपट आवेदन",
      description:
        "लॉन्च होने पर एआई की मदद वाला हमारा फ़ॉर्म सिर्फ़ वही पूछेगा जो आपके वीज़ा के लिए ज़रूरी है, इसलिए ज़्यादातर ई-वीज़ा का फ़ॉर्म आप पाँच मिनट से कम में भर लेंगे। अमेरिका या शेंगेन वीज़ा के फ़ॉर्म में सवाल ज़्यादा हैं और समय भी ज़्यादा लगता है। फ़ॉर्म के बाद दूतावास का अपना प्रोसेसिंग समय लगेगा।",
    },
    mobile: {
      title: "आपके फ़ोन के लिए बना",
      description:
        "लॉन्च होने पर आप अपने फ़ोन के ब्राउज़र से ही आवेदन कर सकेंगे, दस्तावेज़ अपलोड कर सकेंगे, भुगतान कर सकेंगे और अपने आवेदन पर नज़र रख सकेंगे।",
    },
    paperwork: {
      title: "कम काग़ज़ी काम",
      description:
        "लॉन्च होने पर आप फ़ोटोकॉपी कराने के बजाय अपने फ़ोन से दस्तावेज़ अपलोड करेंगे। जहाँ दूतावास आपको दस्तावेज़ जमा करने, फ़िंगरप्रिंट देने या इंटरव्यू के लिए अपने वीज़ा सेंटर पर बुलाता है, वहाँ हम आपको ठीक-ठीक बताएँगे कि साथ क्या ले जाना है।",
    },
    security: {
      title: "डेटा की मज़बूत सुरक्षा",
      description: dataProtection.hi,
    },
    pricing: {
      title: "पारदर्शी फ़ीस",
      description:
        "लॉन्च होने पर आप हर फ़ीस, दूतावास की भी और हमारी भी, पहले से देख सकेंगे, ताकि आपको अपने वीज़ा का पूरा ख़र्च पता रहे। दूतावास या सरकार की फ़ीस सरकार तय करती है और वही रखती है; वीज़ा नामंज़ूर होने पर यह आम तौर पर वापस नहीं मिलती। हमारी अपनी फ़ीस कितनी होगी और वीज़ा नामंज़ूर होने पर उसका क्या होगा, यह भुगतान से पहले बताया जाएगा।",
    },
    status: {
      title: "आवेदन की स्थिति",
      description: "लॉन्च होने पर आप अपने आवेदन का हर चरण ऑनलाइन देख सकेंगे, और स्थिति बदलने पर हम आपको मैसेज भेजेंगे।",
    },
  },
};

export const benefits: Localized<BenefitsText> = { en, hi };
