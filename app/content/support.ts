import { type Localized, mapLocales } from "~/config/locales";
import { emailHref, whatsappHref } from "~/config/site";
import type { PlaceChatText } from "~/lib/logic/place-chat";
import type supportWords from "./words/en/support.json";
import { wordsOf } from "./words";

/** The support links' words (words/<locale>/support.json). */
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

export const support: Localized<SupportText> = wordsOf<typeof supportWords>("support");

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

/** The words of a WhatsApp chat about one place, filled in on the page (lib/logic/place-chat.ts). */
export const placeChats = mapLocales((locale): PlaceChatText => ({
  actionLabel: support[locale].chatOnWhatsapp,
  askAboutPlace: support[locale].askAboutPlace,
  askAboutTrip: support[locale].askAboutTrip,
}));
