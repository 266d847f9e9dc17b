import { type Localized, mapLocales } from "~/config/locales";
import { emailHref, site, whatsappHref } from "~/config/site";
import type { PlaceChatText } from "~/lib/place-chat";

interface SupportText {
  /** The one label of every link that opens WhatsApp; an alt text or description names the topic. */
  chatOnWhatsapp: string;
  sendEmail: string;
  /** Prefilled in the chat and the e-mail the support links open. */
  whatsappMessage: string;
  emailSubject: string;
  /** The prefilled message asking about a country, from a guide or a search; `{place}` is its name. */
  askAboutPlace: string;
  /** The prefilled message about a place Indian citizens visit without a visa; `{place}` is its name. */
  askAboutTrip: string;
  /** Under the FAQ: the launch message, then this line about support from launch. */
  note: { title: string; fromLaunch: string };
}

const en: SupportText = {
  chatOnWhatsapp: "Chat on WhatsApp",
  sendEmail: "Send an E-mail",
  whatsappMessage: `Hello ${site.name}, I would like help with a visa application.`,
  emailSubject: "Visa support request",
  askAboutPlace: `Hello ${site.name}, I would like to know about a visa for {place}.`,
  askAboutTrip: `Hello ${site.name}, I have a question about a trip to {place}.`,
  note: {
    title: "Still have questions?",
    fromLaunch: `From launch, the ${site.name} support team is available 24/7.`,
  },
};

const hi: SupportText = {
  chatOnWhatsapp: "WhatsApp पर बात करें",
  sendEmail: "ई-मेल भेजें",
  whatsappMessage: `नमस्ते ${site.name}, मुझे वीज़ा आवेदन में मदद चाहिए।`,
  emailSubject: "वीज़ा के लिए सहायता का अनुरोध",
  askAboutPlace: `नमस्ते ${site.name}, मुझे {place} के वीज़ा के बारे में जानकारी चाहिए।`,
  askAboutTrip: `नमस्ते ${site.name}, मुझे {place} की यात्रा के बारे में कुछ पूछना है।`,
  note: {
    title: "अब भी कोई सवाल है?",
    fromLaunch: `लॉन्च के बाद से ${site.name} की सहायता टीम चौबीसों घंटे उपलब्ध रहेगी।`,
  },
};

export const support: Localized<SupportText> = { en, hi };

export interface SupportChannel {
  id: "whatsapp" | "email";
  label: string;
  href: string;
}

/** The two ways to reach a person, offered wherever a page ends with "need help?"; their icons are the links' (components/support-links.tsx). */
export const supportChannels = mapLocales((locale): SupportChannel[] => [
  { id: "whatsapp", label: support[locale].chatOnWhatsapp, href: whatsappHref(support[locale].whatsappMessage) },
  { id: "email", label: support[locale].sendEmail, href: emailHref(support[locale].emailSubject) },
]);

/** The words of a WhatsApp chat about one place, filled in on the page (lib/place-chat.ts). */
export const placeChats = mapLocales((locale): PlaceChatText => ({
  actionLabel: support[locale].chatOnWhatsapp,
  askAboutPlace: support[locale].askAboutPlace,
  askAboutTrip: support[locale].askAboutTrip,
}));
