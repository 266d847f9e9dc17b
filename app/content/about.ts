import type { Localized } from "~/config/locales";
import type aboutWords from "./words/en/about.json";
import { wordsOf } from "./words";

/** Mission and vision; their icons and order are the page's (components/about/about-page.tsx). */
export type PurposeId = "mission" | "vision";

interface PurposeCard {
  title: string;
  statement: string;
  description: string;
}

interface Highlight {
  title: string;
  description: string;
}

type AboutText = typeof aboutWords & {
  highlights: { items: Highlight[] };
  purpose: Record<PurposeId, PurposeCard>;
};

export const about: Localized<AboutText> = wordsOf<typeof aboutWords>("about");
