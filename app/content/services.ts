import type { Localized } from "~/config/locales";
import type { SectionIntro } from "./section";
import type servicesWords from "./words/en/services.json";
import { wordsOf } from "./words";

/**
 * The three visa categories the site advertises (docs/requirements.md); their icons and order
 * are the section's (components/home/services-section.tsx).
 */
export type ServiceId = "tourist" | "business" | "transit";

interface VisaService {
  title: string;
  description: string;
  /** Typical reasons to travel on this visa, shown as short tags. */
  suitedFor: string[];
}

interface ServicesText {
  intro: SectionIntro;
  /** The accessible name of a service's list of tags; `{title}` is the service's. */
  suitedForLabel: string;
  items: Record<ServiceId, VisaService>;
}

export const services: Localized<ServicesText> = wordsOf<typeof servicesWords>("services");
