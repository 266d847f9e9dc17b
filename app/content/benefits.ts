import { type Localized, mapLocales } from "~/config/locales";
import { dataProtection } from "./launch";
import type { SectionIntro } from "./section";
import type benefitsWords from "./words/en/benefits.json";
import { wordsOf } from "./words";
import { withValues } from "./words-check";

/**
 * Why choose us: the six benefits docs/requirements.md lists, each a claim about the service
 * at launch; their icons and order are the section's (components/home/benefits-section.tsx).
 */
export type BenefitId = "speed" | "mobile" | "paperwork" | "security" | "pricing" | "status";

interface BenefitsText {
  intro: SectionIntro;
  items: Record<BenefitId, { title: string; description: string }>;
}

const words = wordsOf<typeof benefitsWords>("benefits");

/** The security benefit says `{dataProtection}`, the one wording of it (launch.ts). */
export const benefits: Localized<BenefitsText> = mapLocales((locale) =>
  withValues(words[locale], { dataProtection: dataProtection[locale] }),
);
