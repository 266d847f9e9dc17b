import type { Localized } from "~/config/locales";

/** The coming topics; their icons and order are the page's (components/travel-news/travel-news-page.tsx). */
export type NewsTopicId = "visaNews" | "travelTips" | "serviceUpdates";

interface NewsTopic {
  title: string;
  description: string;
}

const en = {
  meta: {
    title: "Travel News & Updates",
    description:
      "Visa rule changes, travel tips and service updates for Indian travellers, coming soon. See destinations or ask our team on WhatsApp or by e-mail.",
  },
  title: "Travel News & Updates",
  intro: "Visa rule changes, entry requirements and travel tips for Indian passport holders, in one place.",
  comingSoon: {
    title: "Coming Soon!",
    description: "News, tips and updates for Indian travellers will be live here shortly.",
  },
  topicsLabel: "What you will find here",
  topics: {
    visaNews: {
      title: "Visa news",
      description: "Changes to visa rules and entry requirements that affect Indian travellers.",
    },
    travelTips: {
      title: "Travel tips",
      description: "Practical advice on documents, timing and preparing for your trip.",
    },
    serviceUpdates: {
      title: "Service updates",
      description: "New destinations and features as they go live.",
    },
  } satisfies Record<NewsTopicId, NewsTopic>,
  meanwhile: {
    title: "In the meantime",
    description: "Check processing times for popular destinations, or ask our team about your trip.",
  },
};

type TravelNewsText = typeof en;

const hi: TravelNewsText = {
  meta: {
    title: "यात्रा समाचार और अपडेट",
    description:
      "भारतीय यात्रियों के लिए वीज़ा नियमों में बदलाव, यात्रा सुझाव और सेवा से जुड़े अपडेट जल्द आ रहे हैं। गंतव्य देखें, या फिर WhatsApp या ई-मेल पर हमारी टीम से पूछें।",
  },
  title: "यात्रा समाचार और अपडेट",
  intro: "भारतीय पासपोर्ट धारकों के लिए वीज़ा नियमों में बदलाव, प्रवेश की शर्तें और यात्रा सुझाव, एक ही जगह पर।",
  comingSoon: {
    title: "जल्द आ रहा है",
    description: "भारतीय यात्रियों के लिए समाचार, सुझाव और अपडेट जल्द ही यहाँ मिलेंगे।",
  },
  topicsLabel: "यहाँ आपको क्या मिलेगा",
  topics: {
    visaNews: {
      title: "वीज़ा समाचार",
      description: "वीज़ा नियमों और प्रवेश की शर्तों में ऐसे बदलाव, जिनका असर भारतीय यात्रियों पर पड़ता है।",
    },
    travelTips: {
      title: "यात्रा सुझाव",
      description: "दस्तावेज़, सही समय और यात्रा की तैयारी पर काम की सलाह।",
    },
    serviceUpdates: {
      title: "सेवा से जुड़े अपडेट",
      description: "सेवा में जुड़ने वाले नए गंतव्यों और नई सुविधाओं की ख़बर।",
    },
  } satisfies Record<NewsTopicId, NewsTopic>,
  meanwhile: {
    title: "तब तक",
    description: "लोकप्रिय गंतव्यों का प्रोसेसिंग समय देखें, या अपनी यात्रा के बारे में हमारी टीम से पूछें।",
  },
};

export const travelNews: Localized<TravelNewsText> = { en, hi };
