import { type Locale, type Localized, mapLocales } from "~/config/locales";
import { site, whatsappHref } from "~/config/site";
import type { ToastInput } from "~/lib/toast-store";
import { launchMessage } from "./launch";
import { support } from "./support";

interface ToastsText {
  /** The prefilled WhatsApp message asking about a country, from a card or a search. */
  askAboutPlace: (place: string) => string;
  /** The prefilled WhatsApp message about a place Indian citizens visit without a visa. */
  askAboutTrip: (place: string) => string;
  signIn: { title: string; whatsappMessage: string; altText: string };
  startApplication: { title: string; altText: string };
  mobileApp: { title: string };
  /** Explore Options on a destination card. */
  destination: { title: (destination: string) => string; altText: (destination: string) => string };
}

const en: ToastsText = {
  askAboutPlace: (place) => `Hello ${site.name}, I would like to know about a visa for ${place}.`,
  askAboutTrip: (place) => `Hello ${site.name}, I have a question about a trip to ${place}.`,
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
  destination: {
    title: (destination) => `${destination} visa options`,
    altText: (destination) => `Ask about a ${destination} visa on WhatsApp`,
  },
};

const hi: ToastsText = {
  askAboutPlace: (place) => `नमस्ते ${site.name}, मुझे ${place} के वीज़ा के बारे में जानकारी चाहिए।`,
  askAboutTrip: (place) => `नमस्ते ${site.name}, मुझे ${place} की यात्रा के बारे में कुछ पूछना है।`,
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
  destination: {
    title: (destination) => `${destination} के लिए वीज़ा विकल्प`,
    altText: (destination) => `WhatsApp पर ${destination} के वीज़ा के बारे में पूछें`,
  },
};

const text: Localized<ToastsText> = { en, hi };

export function askAboutPlaceHref(place: string, locale: Locale): string {
  return whatsappHref(text[locale].askAboutPlace(place));
}

export function askAboutTripHref(place: string, locale: Locale): string {
  return whatsappHref(text[locale].askAboutTrip(place));
}

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

/** Explore Options on a destination card: names the country, offers a prefilled chat. */
export function destinationToast(destination: string, locale: Locale): ToastInput {
  return {
    title: text[locale].destination.title(destination),
    description: launchMessage[locale],
    action: {
      label: support[locale].chatOnWhatsapp,
      href: askAboutPlaceHref(destination, locale),
      altText: text[locale].destination.altText(destination),
    },
  };
}
