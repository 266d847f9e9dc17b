import { site, whatsappHref } from "~/config/site";
import type { ToastInput } from "~/lib/toast-store";
import { launchMessage } from "./launch";
import { chatOnWhatsapp } from "./support";

/** The prefilled WhatsApp message asking about a country, from a card or a search. */
export function askAboutPlaceHref(place: string): string {
  return whatsappHref(`Hello ${site.name}, I would like to know about a visa for ${place}.`);
}

/**
 * What the buttons without a product behind them yet say (docs/requirements.md): a title
 * naming what is not open yet, the launch message, and a way to reach a person now.
 */
export const launchToasts = {
  signIn: {
    title: "Sign In opens at launch",
    description: launchMessage,
    action: {
      label: chatOnWhatsapp,
      href: whatsappHref(`Hello ${site.name}, I have a question before launch.`),
      altText: `Chat with ${site.name} on WhatsApp`,
    },
  },
  startApplication: {
    title: "Online applications are not open yet",
    description: launchMessage,
    action: {
      label: chatOnWhatsapp,
      href: whatsappHref(),
      altText: "Chat with visa support on WhatsApp",
    },
  },
  mobileApp: {
    title: "Our mobile app is coming after launch",
    description: launchMessage,
  },
} satisfies Record<string, ToastInput>;

/** Explore Options on a destination card: names the country, offers a prefilled chat. */
export function destinationToast(destination: string): ToastInput {
  return {
    title: `${destination} visa options`,
    description: launchMessage,
    action: {
      label: chatOnWhatsapp,
      href: askAboutPlaceHref(destination),
      altText: `Ask about a ${destination} visa on WhatsApp`,
    },
  };
}
