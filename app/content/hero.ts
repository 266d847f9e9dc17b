import type { Localized } from "~/config/locales";
import type heroWords from "./words/en/hero.json";
import { wordsOf } from "./words";

/** The trust badges under the hero; their icons and order are the hero's (components/home/home-hero.tsx). */
export type TrustBadgeId = "encryption" | "online" | "mobile";

interface HeroText {
  eyebrow: string;
  purpose: string;
  intro: string;
  startApplication: string;
  discoverDestinations: string;
  trustBadgesLabel: string;
  trustBadges: Record<TrustBadgeId, { label: string }>;
  /** The boarding-pass illustration: decorative, hidden from assistive tech. */
  ticket: {
    kind: string;
    from: { label: string; code: string; city: string };
    to: { label: string; code: string; city: string };
    details: { term: string; value: string }[];
    status: string;
    note: { title: string; detail: string };
  };
}

export const hero: Localized<HeroText> = wordsOf<typeof heroWords>("hero");
