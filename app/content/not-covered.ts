import { type Localized, mapLocales, otherLocales } from "~/config/locales";
import { everyPageScript, isWrittenIn } from "~/lib/logic/scripts";
import type notCoveredWords from "./words/en/not-covered.json";
import { wordsOf } from "./words";

/** A place's words in one language. */
interface UncoveredPlaceText {
  /** As it reads in "We don't cover {name} yet.", with "the" where English needs it. */
  name: string;
  /** What a traveller may type for it, lower case, matched whole. */
  aliases: readonly string[];
}

/** A place travellers ask about that has no destination card yet. */
export interface UncoveredPlace extends UncoveredPlaceText {
  /** Indian citizens enter it without a visa: the search says so instead of "not covered". */
  visaFreeForIndians: boolean;
}

/**
 * Countries and well-known places searched for that we do not list yet (decision 0008), by
 * id (words/<locale>/not-covered.json). No alias may be a covered destination's name or
 * keyword, or a common English word: "male", "petra" (inside "Petronas") and "goa" are left
 * out on purpose.
 */
const text: Localized<Record<PlaceId, UncoveredPlaceText>> = wordsOf<typeof notCoveredWords>("not-covered");

type PlaceId = keyof typeof notCoveredWords;

/** Places Indian citizens enter without a visa: a fact of the place, not of a language. */
const visaFreeForIndians: ReadonlySet<PlaceId> = new Set(["nepal", "bhutan"]);

/**
 * The places in every language. Each language also knows the names typed in Latin letters in
 * the others, so "japan" is recognised on a Hindi page; once each, as languages in one script
 * share spellings. A name in another script is left to its language's page (decision 0020).
 */
export const uncoveredPlaces = mapLocales((locale) =>
  (Object.keys(text.en) as PlaceId[]).map((id): UncoveredPlace => ({
    name: text[locale][id].name,
    aliases: [
      ...new Set([
        ...text[locale][id].aliases,
        ...otherLocales(locale)
          .flatMap((other) => text[other][id].aliases)
          .filter((alias) => isWrittenIn(alias, everyPageScript)),
      ]),
    ],
    visaFreeForIndians: visaFreeForIndians.has(id),
  })),
);
