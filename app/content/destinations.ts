import { type Localized, locales, mapLocales, otherLocales } from "~/config/locales";
import { everyPageScript, isWrittenIn } from "~/lib/logic/scripts";
import { type DestinationSlug, destinationPhotos as photos } from "./destination-photos";
import type destinationsWords from "./words/en/destinations.json";
import { wordsOf } from "./words";

/** A destination's words in one language. */
interface DestinationText {
  name: string;
  getTime: string;
  visaStat: string;
  alt: string;
  details: string;
  /** Cities, abbreviations and common names a traveller may type instead of the name. */
  keywords: string[];
  /** Other spellings a traveller may type (Latin transliterations): found, never suggested. */
  spellings: string[];
}

export interface Destination extends DestinationText {
  slug: string;
  imageUrl: string;
}

/** name, getTime and visaStat exactly as required (words/<locale>/destinations.json). */
const text: Localized<Record<DestinationSlug, DestinationText>> = wordsOf<typeof destinationsWords>("destinations");

/**
 * The destinations in every language. Each also finds what is typed in Latin letters in the
 * other languages, which any visitor may type (decision 0020): their names, keywords and
 * spellings written in Latin are keywords and spellings here, so "dubai" finds the United Arab
 * Emirates on a Hindi page. A name in another script is not carried: the page offers that
 * language's page for it instead, so no page grows with each language.
 */
export const destinations = mapLocales((locale) =>
  (Object.keys(photos) as DestinationSlug[]).map((slug): Destination => {
    const words = text[locale][slug];
    const others = otherLocales(locale).map((other) => text[other][slug]);
    const inLatin = (terms: string[]) => terms.filter((term) => isWrittenIn(term, everyPageScript));
    return {
      slug,
      imageUrl: photos[slug],
      ...words,
      // Once each: languages in one script share names and spellings.
      keywords: [
        ...new Set([...words.keywords, ...inLatin(others.flatMap((other) => [other.name, ...other.keywords]))]),
      ],
      // In the languages' order, so the same list on every page while every spelling is Latin.
      spellings: [
        ...new Set(
          locales.flatMap((each) => (each === locale ? words.spellings : inLatin(text[each][slug].spellings))),
        ),
      ],
    };
  }),
);
