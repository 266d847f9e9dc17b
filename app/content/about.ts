import type { Localized } from "~/config/locales";
import { site } from "~/config/site";

/** Mission and vision; their icons and order are the page's (components/about/about-page.tsx). */
export type PurposeId = "mission" | "vision";

interface PurposeCard {
  title: string;
  statement: string;
  description: string;
}

interface Highlight {
  title: string;
  description: string;
}

const en = {
  meta: {
    title: "About Us",
    description: `${site.name} is building an online visa application and assistance service for Indian travellers, opening at launch. Read our story, mission and vision.`,
  },
  title: `About ${site.name}`,
  badge: "Launching New Features Soon!",
  intro:
    "We are building the simplest way for Indian travellers to apply for a visa: online, fast and precise, from the first question to the embassy's decision.",
  story: {
    eyebrow: "Our story",
    title: "Visas should be the easy part of travel",
    paragraphs: [
      "For too many Indian travellers, getting a visa has meant photocopies, agency visits, appointment queues and days of waiting without news. The trip of a lifetime can start with weeks of stress.",
      `${site.name} exists to change that. Udaan is Hindi for flight, and our name is our promise: an online visa application and assistance service, built to take you from dream to departure with speed and precision.`,
      "We start with the destinations Indian travellers love most, in the UAE, Europe, Asia and North America, and we are adding new features as we prepare for launch.",
    ],
  },
  highlights: {
    title: `${site.name} at a glance`,
    items: [
      { title: "Under five minutes", description: "to fill in our AI-assisted form for most e-visas, from launch" },
      {
        title: "Less paperwork",
        description: "documents uploaded from your phone; where an embassy needs you in person, we help you prepare",
      },
      { title: "Fees upfront", description: "from launch: the full cost before you pay" },
      { title: "A real person", description: "on WhatsApp and by e-mail today; 24/7 from launch" },
    ] satisfies Highlight[],
  },
  purposeTitle: "What drives us",
  purpose: {
    mission: {
      title: "Our Mission",
      statement: "To simplify global travel for Indian explorers.",
      description:
        "We take the confusion, paperwork and waiting out of visas, so that planning a trip abroad feels as exciting as taking it.",
    },
    vision: {
      title: "Our Vision",
      statement: "A one-stop hub for global exploration that goes beyond visas.",
      description:
        "Visas are where we begin. We are building towards one trusted place where Indian travellers can plan and prepare for every journey abroad.",
    },
  } satisfies Record<PurposeId, PurposeCard>,
  support: {
    title: "Planning a trip? Talk to us",
    description: "Ask our team about your visa on WhatsApp or by e-mail.",
  },
};

type AboutText = typeof en;

const hi: AboutText = {
  meta: {
    title: "हमारे बारे में",
    description: `${site.name} भारतीय यात्रियों के लिए ऑनलाइन वीज़ा आवेदन और सहायता सेवा तैयार कर रहा है, जो लॉन्च होने पर शुरू होगी। हमारी कहानी, हमारा मिशन और विज़न पढ़ें।`,
  },
  title: `${site.name} के बारे में`,
  badge: "नई सुविधाएँ जल्द आ रही हैं",
  intro:
    "हम भारतीय यात्रियों के लिए वीज़ा का आवेदन करने का सबसे आसान तरीक़ा बना रहे हैं: ऑनलाइन, तेज़ और सटीक, पहले सवाल से लेकर दूतावास के फ़ैसले तक।",
  story: {
    eyebrow: "हमारी कहानी",
    title: "वीज़ा तो यात्रा का आसान हिस्सा होना चाहिए",
    paragraphs: [
      "बहुत से भारतीय यात्रियों के लिए वीज़ा पाने का मतलब रहा है: फ़ोटोकॉपी, एजेंसी के चक्कर, अपॉइंटमेंट के लिए लंबी क़तारें और कई दिनों तक कोई ख़बर नहीं। ज़िंदगी की सबसे यादगार यात्रा हफ़्तों के तनाव से शुरू हो सकती है।",
      `${site.name} इसी को बदलने के लिए है। हमारे नाम में “उड़ान” शब्द है, और यही हमारा वादा है: एक ऑनलाइन वीज़ा आवेदन और सहायता सेवा, जो आपको तेज़ी और सटीकता के साथ सपने से सफ़र तक ले जाएगी।`,
      "हम यूएई, यूरोप, एशिया और उत्तरी अमेरिका के उन गंतव्यों से शुरुआत कर रहे हैं जो भारतीय यात्रियों को सबसे ज़्यादा पसंद हैं। लॉन्च की तैयारी के साथ-साथ हम नई सुविधाएँ भी जोड़ रहे हैं।",
    ],
  },
  highlights: {
    title: `एक नज़र में ${site.name}`,
    items: [
      {
        title: "पाँच मिनट से कम में फ़ॉर्म।",
        description: "लॉन्च होने पर ज़्यादातर ई-वीज़ा के लिए एआई की मदद वाला हमारा फ़ॉर्म इतनी देर में भर जाएगा।",
      },
      {
        title: "कम काग़ज़ी काम।",
        description: "लॉन्च होने पर दस्तावेज़ फ़ोन से अपलोड होंगे। जहाँ दूतावास आपको ख़ुद बुलाए, वहाँ हम तैयारी में मदद करेंगे।",
      },
      { title: "पूरी फ़ीस पहले से पता।", description: "लॉन्च होने पर भुगतान से पहले ही आपको पूरा ख़र्च दिखेगा।" },
      {
        title: "एक असली इंसान से बात।",
        description: "आज WhatsApp और ई-मेल पर, और लॉन्च होने पर चौबीसों घंटे।",
      },
    ] satisfies Highlight[],
  },
  purposeTitle: "हमारी प्रेरणा",
  purpose: {
    mission: {
      title: "हमारा मिशन",
      statement: "दुनिया घूमने वाले भारतीयों के लिए विदेश यात्रा को आसान बनाना।",
      description:
        "हम वीज़ा से उलझन, काग़ज़ी काम और इंतज़ार हटाना चाहते हैं, ताकि विदेश यात्रा की योजना बनाना भी उतना ही रोमांचक लगे जितना ख़ुद यात्रा करना।",
    },
    vision: {
      title: "हमारा विज़न",
      statement: "वीज़ा से आगे बढ़कर, दुनिया घूमने की हर ज़रूरत के लिए एक ही ठिकाना।",
      description:
        "वीज़ा हमारी शुरुआत है। हम एक ऐसी भरोसेमंद जगह बनाने की ओर बढ़ रहे हैं जहाँ भारतीय यात्री विदेश की हर यात्रा की योजना और तैयारी कर सकें।",
    },
  } satisfies Record<PurposeId, PurposeCard>,
  support: {
    title: "यात्रा की योजना बना रहे हैं? हमसे बात करें",
    description: "अपने वीज़ा के बारे में हमारी टीम से WhatsApp या ई-मेल पर पूछें।",
  },
};

export const about: Localized<AboutText> = { en, hi };
