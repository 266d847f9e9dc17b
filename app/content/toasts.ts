import { type Localized, mapLocales } from "~/config/locales";
import { whatsappHref } from "~/config/site";
import type { ToastInput } from "~/lib/logic/toast-store";
import { launchMessage } from "./launch";
import { support } from "./support";
import type toastsWords from "./words/en/toasts.json";
import { wordsOf } from "./words";

interface ToastsText {
  signIn: { title: string; whatsappMessage: string; altText: string };
  startApplication: { title: string; altText: string };
  mobileApp: { title: string };
}

const text: Localized<ToastsText> = wordsOf<typeof toastsWords>("toasts");

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
