import type { Localized } from "~/config/locales";

/**
 * The one sentence pair that says where the service stands today (docs/requirements.md,
 * Honest about today). Every page, the mobile menu and every launch toast show it word
 * for word; the e2e suite checks that each copy is identical.
 */
export const launchMessage: Localized<string> = {
  en: "Applications open at launch. Until then, our team answers your questions on WhatsApp and by e-mail.",
  hi: "आवेदन लॉन्च के साथ शुरू होंगे। तब तक हमारी टीम WhatsApp और ई-मेल पर आपके सवालों के जवाब देती है।",
};

/**
 * How documents will be protected at launch, in one wording: the benefit card and the FAQ
 * answer both say it, and a promise about passports must not read two ways. It says what the
 * hero's "End-to-End Encryption" badge means here: from your phone to the team handling the
 * application, which can open the documents because it prepares the application with them.
 */
export const dataProtection: Localized<string> = {
  en: "At launch, your passport details and documents are encrypted end to end, from your phone to the team handling your application: they travel encrypted and stay encrypted while we store them. Only that team can open them, because it prepares your application with them, and we share them only with the embassy or its visa centre.",
  hi: "लॉन्च होने पर आपके पासपोर्ट की जानकारी और दस्तावेज़ एक छोर से दूसरे छोर तक, यानी आपके फ़ोन से आपका आवेदन सँभालने वाली टीम तक, एन्क्रिप्टेड रहेंगे: हम तक पहुँचते समय भी और हमारे पास रखे जाने पर भी। इन्हें सिर्फ़ वही टीम खोल सकेगी, क्योंकि उसे इन्हीं से आपका आवेदन तैयार करना है, और हम इन्हें सिर्फ़ दूतावास या उसके वीज़ा सेंटर के साथ साझा करेंगे।",
};
