import type { Localized } from "~/config/locales";
import type { SectionIntro } from "./section";

interface ApplicationStep {
  title: string;
  description: string;
}

interface StepsContent {
  intro: SectionIntro;
  /** How it works: the advertised visa journey, in order (docs/requirements.md, Home). */
  items: ApplicationStep[];
}

const en: StepsContent = {
  intro: {
    eyebrow: "How it works",
    title: "Your visa in six simple steps",
    intro: "From launch, every step happens online, except an embassy appointment where one is needed.",
  },
  items: [
    {
      title: "Choose Destination",
      description: "Pick the country you are travelling to and the visa that fits your trip.",
    },
    {
      title: "Fill Details",
      description: "Answer a short, AI-assisted form about you and your travel plans.",
    },
    {
      title: "Upload Documents",
      description: "Upload your passport, PAN card and a recent photo, straight from your phone.",
    },
    {
      title: "Pay & Submit",
      description: "Check the fees, shown upfront, then pay securely and submit your application.",
    },
    {
      title: "Track Online",
      description: "Follow each stage of your application and get a message when its status changes.",
    },
    {
      title: "Visa Issued",
      description: "Receive your visa and get ready to fly.",
    },
  ],
};

const hi: StepsContent = {
  intro: {
    eyebrow: "यह कैसे काम करता है",
    title: "छह आसान चरणों में आपका वीज़ा",
    intro: "लॉन्च के बाद से हर चरण ऑनलाइन होगा। बस जहाँ दूतावास का अपॉइंटमेंट ज़रूरी हो, वहाँ आपको ख़ुद जाना होगा।",
  },
  items: [
    {
      title: "गंतव्य चुनें",
      description: "जिस देश जा रहे हैं, उसे चुनें और अपनी यात्रा के हिसाब से सही वीज़ा चुनें।",
    },
    {
      title: "जानकारी भरें",
      description: "अपने और अपनी यात्रा की योजना के बारे में एक छोटा फ़ॉर्म भरें, जिसमें एआई आपकी मदद करेगा।",
    },
    {
      title: "दस्तावेज़ अपलोड करें",
      description: "अपना पासपोर्ट, पैन कार्ड और हाल की फ़ोटो सीधे अपने फ़ोन से अपलोड करें।",
    },
    {
      title: "भुगतान करें और जमा करें",
      description: "पहले ही दिखाई गई फ़ीस जाँचें, फिर सुरक्षित भुगतान करके अपना आवेदन जमा करें।",
    },
    {
      title: "ऑनलाइन ट्रैक करें",
      description: "अपने आवेदन के हर चरण पर नज़र रखें और स्टेटस बदलने पर मैसेज पाएँ।",
    },
    {
      title: "वीज़ा जारी",
      description: "अपना वीज़ा पाएँ और उड़ान की तैयारी करें।",
    },
  ],
};

export const applicationSteps: Localized<StepsContent> = { en, hi };
