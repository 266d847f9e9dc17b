import { type Localized, mapLocales } from "~/config/locales";
import { dataProtection } from "./launch";
import type { SectionIntro } from "./section";
import type faqWords from "./words/en/faq.json";
import { wordsOf } from "./words";
import { withValues } from "./words-check";

/** A question on the home page FAQ. Answers are plain text: they also feed the FAQPage structured data. */
interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

interface FaqContent {
  intro: SectionIntro;
  items: FaqItem[];
}

const words = wordsOf<typeof faqWords>("faq");

/**
 * The questions in the English file's order, each with its id (its key in the words); the
 * data-security answer opens with `{dataProtection}`, the one wording of it (launch.ts).
 */
export const faq: Localized<FaqContent> = mapLocales((locale) => {
  const { intro, items } = withValues(words[locale], { dataProtection: dataProtection[locale] });
  return { intro, items: Object.entries(items).map(([id, item]) => ({ id, ...item })) };
});
