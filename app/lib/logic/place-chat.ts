import { whatsappHref } from "~/config/site";
import { fillTemplate } from "./template";

/** One language's words for a WhatsApp chat about a place (content/support.ts); `{place}` is its name. */
export interface PlaceChatText {
  /** The link's label. */
  actionLabel: string;
  /** The prefilled message asking about a visa for the place. */
  askAboutPlace: string;
  /** The prefilled message about a place Indian citizens visit without a visa. */
  askAboutTrip: string;
}

/** A WhatsApp chat that asks about a visa for the place. */
export function askAboutPlaceHref(place: string, text: PlaceChatText): string {
  return whatsappHref(fillTemplate(text.askAboutPlace, { place }));
}

/** A WhatsApp chat that asks about a trip to a place Indian citizens visit without a visa. */
export function askAboutTripHref(place: string, text: PlaceChatText): string {
  return whatsappHref(fillTemplate(text.askAboutTrip, { place }));
}
