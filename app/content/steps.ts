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
      description:
        "Upload your passport and a recent photo, straight from your phone. We ask for your PAN card only where it is needed, and say why: some embassies ask for tax returns as proof of funds, and some fee payments require it.",
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
      description:
        "The embassy decides on every visa, and no one can guarantee one. Once yours is issued, you receive it by e-mail or in your passport, and you can get ready to fly.",
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
      description: "वह देश चुनें जहाँ आप जा रहे हैं, और अपनी यात्रा के लिए सही वीज़ा भी।",
    },
    {
      title: "जानकारी भरें",
      description: "अपने और अपनी यात्रा की योजना के बारे में एक छोटा फ़ॉर्म भरें, जिसमें एआई आपकी मदद करेगा।",
    },
    {
      title: "दस्तावेज़ अपलोड करें",
      description:
        "अपना पासपोर्ट और हाल की फ़ोटो सीधे अपने फ़ोन से अपलोड करें। पैन कार्ड हम सिर्फ़ वहीं माँगेंगे जहाँ यह ज़रूरी हो, और वजह भी बताएँगे: कुछ दूतावास पैसों के सबूत के तौर पर आयकर रिटर्न माँगते हैं, और कुछ फ़ीस के भुगतान में इसकी ज़रूरत होती है।",
    },
    {
      title: "भुगतान करें और जमा करें",
      description: "पहले से दिखाई गई फ़ीस जाँचें, फिर सुरक्षित भुगतान करके अपना आवेदन जमा करें।",
    },
    {
      title: "ऑनलाइन ट्रैक करें",
      description: "अपने आवेदन के हर चरण पर नज़र रखें और स्थिति बदलने पर मैसेज पाएँ।",
    },
    {
      title: "वीज़ा जारी",
      description:
        "हर वीज़ा पर फ़ैसला दूतावास करता है, और कोई भी वीज़ा मिलने की गारंटी नहीं दे सकता। वीज़ा जारी होने पर आपको वह ई-मेल से या पासपोर्ट पर लगे स्टिकर के रूप में मिलेगा, और आप उड़ान की तैयारी कर सकेंगे।",
    },
  ],
};

export const applicationSteps: Localized<StepsContent> = { en, hi };
