import { site, whatsappHref } from "~/config/site";
import type { ToastInput } from "~/lib/toast-store";

/**
 * What the buttons without a product behind them yet say (docs/requirements.md): what is
 * coming, and a way to reach a person now.
 */
export const launchToasts = {
  signIn: {
    title: "Accounts are launching soon",
    description: `Sign-in opens with our launch. Until then, the ${site.name} team can help you over WhatsApp.`,
    action: {
      label: "Contact support",
      href: whatsappHref(`Hello ${site.name}, I need help before accounts launch.`),
      altText: "Contact support on WhatsApp",
    },
  },
  startApplication: {
    title: "Applications open at launch",
    description: "Online applications go live very soon. Chat with us on WhatsApp and we will guide you today.",
    action: {
      label: "Chat on WhatsApp",
      href: whatsappHref(),
      altText: "Chat with visa support on WhatsApp",
    },
  },
  mobileApp: {
    title: "Our mobile app is coming soon",
    description: `The ${site.name} app for iPhone and Android is on its way. The website already works fully on your phone.`,
  },
} satisfies Record<string, ToastInput>;

/** Explore Options on a destination card: names the country, offers a prefilled chat. */
export function destinationToast(destination: string): ToastInput {
  return {
    title: `${destination} visa options`,
    description: `Full ${destination} visa options launch soon. Ask us on WhatsApp and we will tell you what you need today.`,
    action: {
      label: `Ask about ${destination}`,
      href: whatsappHref(`Hello ${site.name}, I would like to know about a visa for ${destination}.`),
      altText: `Ask about a ${destination} visa on WhatsApp`,
    },
  };
}
