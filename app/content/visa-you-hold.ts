import type { Localized } from "../config/locales.ts";
import type { HeldVisaEntry, Holding } from "../config/holdings.ts";
import type visaYouHoldWords from "./words/en/visa-you-hold.json";
import { wordsOf } from "./words.ts";

/**
 * The words of the pages of what a visa you hold opens, and of the guides' part on it
 * (`words/<locale>/visa-you-hold.json`, decision 0026). Placeholders: `{holding}` a holding's
 * name, `{name}` a destination's, `{label}` its usual rule in a few words, `{count}` and
 * `{period}` a stay, `{places}` a list of destinations.
 */
export type VisaYouHoldText = NamesEvery<typeof visaYouHoldWords>;

/** Words for every holding and every entry the facts use (config/holdings.ts): the typecheck names a missing one. */
type NamesEvery<
  Words extends {
    holdings: Record<Holding, { name: string; about: string; title: string; metaTitle: string; description: string }>;
    entries: Record<HeldVisaEntry, string>;
    guide: { headings: Record<HeldVisaEntry, string> };
  },
> = Words;

export const visaYouHold: Localized<VisaYouHoldText> = wordsOf<VisaYouHoldText>("visa-you-hold");
