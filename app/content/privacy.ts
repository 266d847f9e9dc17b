import type { Localized } from "~/config/locales";
import { site } from "~/config/site";
import { shell } from "./shell";

interface PrivacySection {
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * The privacy notice, true of the site as built: no cookies, no storage, no analytics, no
 * third-party scripts (server/security-headers.mjs); only the photo host is contacted.
 * Company details not known yet are not filled in. Update it when anything here changes.
 */
const en = {
  meta: {
    title: "Privacy Notice",
    description: `What this website stores (nothing) and what you share when you contact ${site.name} on WhatsApp or by e-mail.`,
  },
  title: "Privacy Notice",
  lastUpdated: "Last updated: 23 November 2026",
  intro:
    "This notice explains what happens to your information when you visit this website or contact us. It describes the website as it is today; before applications open, we will update it to cover them.",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      paragraphs: [
        `${site.name} is a visa service for Indian travellers that has not launched yet. ${shell.en.notAffiliated}`,
        `For any question about this notice, write to ${site.contact.supportEmail}.`,
      ],
    },
    {
      id: "what-we-store",
      title: "What this website stores about you",
      paragraphs: [
        "Nothing. This website does not set cookies and does not save anything in your browser's storage. It has no accounts, no sign-in and no forms. It does not use analytics, advertising or tracking tools, and it does not load scripts from other companies.",
      ],
    },
    {
      id: "what-a-visit-shares",
      title: "What any visit shares",
      paragraphs: [
        "Like every website, the server that delivers these pages receives your IP address, the address of the page you ask for and your browser's type and version. The company that hosts this website may keep these details in its server logs for a limited time, for security and reliability. We will name the hosting company here before launch.",
      ],
    },
    {
      id: "photos",
      title: "Photos on the Destinations page",
      paragraphs: [
        "The destination photos come from Unsplash (images.unsplash.com), a photo service. When your browser loads them, Unsplash receives your IP address, your browser's details and the address of this website, as with any web request. It does not receive the page you are on or what you searched for. Unsplash's own privacy policy applies to this.",
      ],
    },
    {
      id: "whatsapp",
      title: "If you contact us on WhatsApp",
      paragraphs: [
        "Our WhatsApp links open WhatsApp with a message already written, for example naming the country you asked about. The message is sent only if you press send. The written message is part of the link, so WhatsApp can see it when the link opens. WhatsApp is a service of Meta Platforms, and its terms and privacy policy apply to your chat.",
        "When you write to us, our team sees your phone number, your WhatsApp name and profile photo (as your WhatsApp settings allow), and what you send.",
      ],
    },
    {
      id: "email",
      title: "If you contact us by e-mail",
      paragraphs: [
        "Our e-mail links open your own e-mail app with our address and a subject filled in. Nothing is sent until you send it. When you do, your e-mail provider and ours deliver the message, and our team sees your e-mail address, the name set in your e-mail app, and what you write and attach.",
      ],
    },
    {
      id: "your-messages",
      title: "What we do with your messages",
      paragraphs: [
        `We use your messages only to answer you. Please do not send passport scans or other documents before launch: we do not need them to answer a question. To ask us to delete your messages, write to ${site.contact.supportEmail}.`,
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      paragraphs: [
        "When the website changes, for example when applications open at launch, we will update this notice and the date at the top.",
      ],
    },
  ] satisfies PrivacySection[],
};

type PrivacyText = typeof en;

const hi: PrivacyText = {
  meta: {
    title: "निजता सूचना",
    description: `यह वेबसाइट क्या सहेजती है (कुछ नहीं) और WhatsApp या ई-मेल पर ${site.name} से संपर्क करने पर आप क्या साझा करते हैं।`,
  },
  title: "निजता सूचना",
  lastUpdated: "अंतिम अपडेट: 23 नवंबर 2026",
  intro:
    "यह सूचना बताती है कि जब आप इस वेबसाइट पर आते हैं या हमसे संपर्क करते हैं, तो आपकी जानकारी के साथ क्या होता है। इसमें वेबसाइट के बारे में वही बताया गया है जो आज सच है; आवेदन शुरू होने से पहले हम इसे अपडेट करेंगे, ताकि इसमें आवेदन की जानकारी भी शामिल हो।",
  sections: [
    {
      id: "who-we-are",
      title: "हम कौन हैं",
      paragraphs: [
        `${site.name} भारतीय यात्रियों के लिए एक वीज़ा सेवा है, जो अभी लॉन्च नहीं हुई है। ${shell.hi.notAffiliated}`,
        `इस सूचना के बारे में कोई भी सवाल हो, तो ${site.contact.supportEmail} पर लिखें।`,
      ],
    },
    {
      id: "what-we-store",
      title: "यह वेबसाइट आपके बारे में क्या सहेजती है",
      paragraphs: [
        "कुछ नहीं। यह वेबसाइट कुकीज़ सेट नहीं करती और आपके ब्राउज़र के स्टोरेज में कुछ भी नहीं सहेजती। इसमें न कोई अकाउंट है, न साइन इन और न कोई फ़ॉर्म। यह एनालिटिक्स, विज्ञापन या ट्रैकिंग टूल का इस्तेमाल नहीं करती, और दूसरी कंपनियों की स्क्रिप्ट लोड नहीं करती।",
      ],
    },
    {
      id: "what-a-visit-shares",
      title: "वेबसाइट पर आने भर से क्या साझा होता है",
      paragraphs: [
        "हर वेबसाइट की तरह, इन पेजों को भेजने वाले सर्वर को आपका आईपी एड्रेस, आपके माँगे गए पेज का पता और आपके ब्राउज़र का प्रकार और वर्ज़न मिलता है। जो कंपनी इस वेबसाइट को होस्ट करती है, वह सुरक्षा के लिए और वेबसाइट को भरोसेमंद ढंग से चलाने के लिए यह जानकारी सीमित समय तक अपने सर्वर लॉग में रख सकती है। लॉन्च से पहले हम यहाँ होस्टिंग कंपनी का नाम बताएँगे।",
      ],
    },
    {
      id: "photos",
      title: "गंतव्य पेज पर दिखने वाली फ़ोटो",
      paragraphs: [
        "गंतव्यों की फ़ोटो Unsplash (images.unsplash.com) से आती हैं, जो एक फ़ोटो सेवा है। जब आपका ब्राउज़र इन्हें लोड करता है, तो Unsplash को आपका आईपी एड्रेस, आपके ब्राउज़र की जानकारी और इस वेबसाइट का पता मिलता है, जैसा किसी भी वेब अनुरोध में होता है। Unsplash को यह नहीं मिलता कि आप किस पेज पर हैं या आपने क्या खोजा। इस पर Unsplash की अपनी निजता नीति लागू होती है।",
      ],
    },
    {
      id: "whatsapp",
      title: "अगर आप WhatsApp पर हमसे संपर्क करते हैं",
      paragraphs: [
        "हमारे WhatsApp लिंक WhatsApp को एक पहले से लिखे मैसेज के साथ खोलते हैं, जिसमें उदाहरण के लिए उस देश का नाम होता है जिसके बारे में आपने पूछा था। मैसेज तभी भेजा जाता है जब आप भेजें बटन दबाते हैं। लिखा हुआ मैसेज लिंक का ही हिस्सा होता है, इसलिए लिंक खुलने पर WhatsApp उसे देख सकता है। WhatsApp, Meta Platforms की सेवा है, और आपकी चैट पर उसकी शर्तें और निजता नीति लागू होती हैं।",
        "जब आप हमें लिखते हैं, तो हमारी टीम को आपका फ़ोन नंबर, आपका WhatsApp नाम और प्रोफ़ाइल फ़ोटो (जितना आपकी WhatsApp सेटिंग्स अनुमति दें) और आपका भेजा हुआ सब कुछ दिखता है।",
      ],
    },
    {
      id: "email",
      title: "अगर आप ई-मेल से हमसे संपर्क करते हैं",
      paragraphs: [
        "हमारे ई-मेल लिंक आपका अपना ई-मेल ऐप खोलते हैं, जिसमें हमारा पता और विषय पहले से भरे होते हैं। जब तक आप ख़ुद नहीं भेजते, कुछ भी नहीं भेजा जाता। जब आप भेजते हैं, तो आपकी ई-मेल सेवा देने वाली कंपनी और हमारी ई-मेल सेवा देने वाली कंपनी मैसेज पहुँचाती हैं, और हमारी टीम को आपका ई-मेल पता, आपके ई-मेल ऐप में सेट किया गया नाम, और आपका लिखा हुआ व अटैच किया हुआ सब कुछ दिखता है।",
      ],
    },
    {
      id: "your-messages",
      title: "हम आपके मैसेज का क्या करते हैं",
      paragraphs: [
        `हम आपके मैसेज का इस्तेमाल सिर्फ़ आपको जवाब देने के लिए करते हैं। कृपया लॉन्च से पहले पासपोर्ट की स्कैन कॉपी या दूसरे दस्तावेज़ न भेजें: किसी सवाल का जवाब देने के लिए हमें उनकी ज़रूरत नहीं होती। अगर आप चाहते हैं कि हम आपके मैसेज हटा दें, तो ${site.contact.supportEmail} पर लिखें।`,
      ],
    },
    {
      id: "changes",
      title: "इस सूचना में बदलाव",
      paragraphs: [
        "जब वेबसाइट में बदलाव होगा, उदाहरण के लिए जब लॉन्च होने पर आवेदन शुरू होंगे, तब हम यह सूचना और ऊपर दी गई तारीख़ अपडेट करेंगे।",
      ],
    },
  ] satisfies PrivacySection[],
};

export const privacy: Localized<PrivacyText> = { en, hi };
