import { type Localized, mapLocales } from "~/config/locales";
import { site, whatsappHref } from "~/config/site";
import type { ToastInput } from "~/lib/toast-store";
import { launchMessage } from "./launch";
import { support } from "./support";

interface ToastsText {
  signIn: { title: string; whatsappMessage: string; altText: string };
  startApplication: { title: string; altText: string };
  mobileApp: { title: string };
}

const en: ToastsText = {
  signIn: {
    title: "Sign In opens at launch",
    whatsappMessage: `Hello ${site.name}, I have a question before launch.`,
    altText: `Chat with ${site.name} on WhatsApp`,
  },
  startApplication: {
    title: "Online applications are not open yet",
    altText: "Chat with visa support on WhatsApp",
  },
  mobileApp: { title: "Our mobile app is coming after launch" },
};

const hi: ToastsText = {
  signIn: {
    title: "साइन इन लॉन्च होने पर शुरू होगा",
    whatsappMessage: `नमस्ते ${site.name}, लॉन्च से पहले मेरा एक सवाल है।`,
    altText: `WhatsApp पर ${site.name} से बात करें`,
  },
  startApplication: {
    title: "ऑनलाइन आवेदन अभी शुरू नहीं हुए हैं",
    altText: "WhatsApp पर वीज़ा सहायता टीम से बात करें",
  },
  mobileApp: { title: "हमारा मोबाइल ऐप लॉन्च के बाद आएगा" },
};

const text: Localized<ToastsText> = { en, hi };

/**
 * What the buttons without a product behind them yet say (docs/requirements.md): a title
 * naming what is not open yet, the launch message, and a way to reach a person now.
 */
export const launchToasts = mapLocales(
  (locale) =>
    ({
      signIn: {
        title: text[locale].signIn.title,
        description: launchMessage[locale],
        action: {
          label: support[locale].chatOnWhatsapp,
          href: whatsappHref(text[locale].signIn.whatsappMessage),
          altText: text[locale].signIn.altText,
        },
      },
      startApplication: {
        title: text[locale].startApplication.title,
        description: launchMessage[locale],
        action: {
          label: support[locale].chatOnWhatsapp,
          href: whatsappHref(support[locale].whatsappMessage),
          altText: text[locale].startApplication.altText,
        },
      },
      mobileApp: { title: text[locale].mobileApp.title, description: launchMessage[locale] },
    }) satisfies Record<string, ToastInput>,
);
