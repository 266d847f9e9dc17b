import type { Localized } from "~/config/locales";
import { site } from "~/config/site";
import { dataProtection } from "./launch";
import type { SectionIntro } from "./section";

/** A question on the home page FAQ. Answers are plain text: they also feed the FAQPage structured data. */
interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

interface FaqContent {
  intro: SectionIntro;
  items: FaqItem[];
}

const en: FaqContent = {
  intro: {
    eyebrow: "Before you apply",
    title: "Frequently asked questions",
    intro: "Quick answers to what travellers ask us most.",
  },
  items: [
    {
      id: "processing-time",
      question: "How long does visa processing take?",
      answer: `It depends on the country and the type of visa: from 24 hours up to 7-15 working days for most of the destinations we list, as our destination cards show (about 1-3 days for Sri Lanka, 10-15 days for Switzerland and France). For the United States and Canada the time varies, and the wait for a US visa interview can run to months, so plan ahead. The embassy decides whether to issue a visa and how long it takes: no one, ${site.name} included, can guarantee a visa or a date.`,
    },
    {
      id: "mobile",
      question: "Can I apply from my mobile phone?",
      answer:
        "Yes, from launch. The application is built for your phone's browser: you fill in the form, upload your documents, pay and follow your application without a computer. Our mobile app follows after launch.",
    },
    {
      id: "data-security",
      question: "Is my personal data safe with you?",
      answer: `${dataProtection.en} Before launch, please do not send us passport scans: we do not need them to answer a question.`,
    },
    {
      id: "support",
      question: "How can I get help with my application?",
      answer:
        "Before launch, our team answers your questions on WhatsApp and by e-mail. From launch, support is available 24/7, before you apply and at every stage of your application.",
    },
  ],
};

const hi: FaqContent = {
  intro: {
    eyebrow: "आवेदन से पहले",
    title: "अक्सर पूछे जाने वाले सवाल",
    intro: "यात्रियों के सबसे आम सवालों के छोटे और सीधे जवाब।",
  },
  items: [
    {
      id: "processing-time",
      question: "वीज़ा प्रोसेसिंग में कितना समय लगता है?",
      answer: `यह देश और वीज़ा के प्रकार पर निर्भर करता है: हमारी सूची के ज़्यादातर गंतव्यों के लिए 24 घंटे से लेकर 7-15 कामकाजी दिन तक, जैसा हमारे गंतव्य कार्डों पर दिखाया गया है (श्रीलंका के लिए लगभग 1-3 दिन, स्विट्ज़रलैंड और फ़्रांस के लिए 10-15 दिन)। अमेरिका और कनाडा के लिए समय तय नहीं है, और अमेरिकी वीज़ा के इंटरव्यू के लिए कई महीने इंतज़ार करना पड़ सकता है, इसलिए पहले से योजना बनाएँ। वीज़ा मिलेगा या नहीं और इसमें कितना समय लगेगा, यह दूतावास तय करता है: कोई भी, ${site.name} भी, वीज़ा या उसकी तारीख़ की गारंटी नहीं दे सकता।`,
    },
    {
      id: "mobile",
      question: "क्या मोबाइल फ़ोन से आवेदन किया जा सकता है?",
      answer:
        "हाँ, लॉन्च के बाद से। आवेदन की प्रक्रिया आपके फ़ोन के ब्राउज़र के हिसाब से बनाई जा रही है: आप बिना कंप्यूटर के फ़ॉर्म भर सकेंगे, दस्तावेज़ अपलोड कर सकेंगे, भुगतान कर सकेंगे और अपने आवेदन पर नज़र रख सकेंगे। हमारा मोबाइल ऐप लॉन्च के बाद आएगा।",
    },
    {
      id: "data-security",
      question: "क्या मेरा निजी डेटा आपके पास सुरक्षित है?",
      answer: `${dataProtection.hi} लॉन्च से पहले कृपया हमें पासपोर्ट की स्कैन कॉपी न भेजें। आपके सवाल का जवाब देने के लिए हमें इसकी ज़रूरत नहीं है।`,
    },
    {
      id: "support",
      question: "मुझे अपने आवेदन में मदद कैसे मिलेगी?",
      answer:
        "लॉन्च से पहले हमारी टीम WhatsApp और ई-मेल पर आपके सवालों के जवाब देती है। लॉन्च के बाद से सहायता चौबीसों घंटे मिलेगी, आवेदन से पहले भी और आवेदन के हर चरण पर भी।",
    },
  ],
};

export const faq: Localized<FaqContent> = { en, hi };
