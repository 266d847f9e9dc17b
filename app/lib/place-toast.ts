import { whatsappHref } from "~/config/site";
import { fillTemplate } from "./template";
import type { ToastInput } from "./toast-store";

/** One language's words for a toast or chat about a place (content/toasts.ts); `{place}` is its name. */
export interface PlaceToastText {
  title: string;
  altText: string;
  description: string;
  actionLabel: string;
  /** The prefilled WhatsApp message. */
  askAboutPlace: string;
  /** The prefilled WhatsApp message about a place Indian citizens visit without a visa. */
  askAboutTrip: string;
}

/** A WhatsApp chat that asks about the place. */
export function askAboutPlaceHref(place: string, text: PlaceToastText): string {
  return whatsappHref(fillTemplate(text.askAboutPlace, { place }));
}

/** A WhatsApp chat that asks about a trip to a place Indian citizens visit without a visa. */
export function askAboutTripHref(place: string, text: PlaceToastText): string {
  return whatsappHref(fillTemplate(text.askAboutTrip, { place }));
}

/** Explore Options on a destination card: names the country, offers a prefilled chat. */
export function destinationToast(place: string, text: PlaceToastText): ToastInput {
  return {
    title: fillTemplate(text.title, { place }),
    description: text.description,
    action: {
      label: text.actionLabel,
      href: askAboutPlaceHref(place, text),
      altText: fillTemplate(text.altText, { place }),
    },
  };
}
