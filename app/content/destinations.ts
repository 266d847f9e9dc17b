import { type Localized, locales, mapLocales, otherLocales } from "~/config/locales";
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
 * The destinations in every language. Each also finds what is typed in the other language:
 * its name, keywords and spellings there are keywords and spellings here, so "dubai" finds
 * the United Arab Emirates on a Hindi page and "दुबई" on an English one.
 */
export const destinations = mapLocales((locale) =>
  (Object.keys(photos) as DestinationSlug[]).map((slug): Destination => {
    const words = text[locale][slug];
    const others = otherLocales(locale).map((other) => text[other][slug]);
    return {
      slug,
      imageUrl: photos[slug],
      ...words,
      // Once each: languages in one script share names and spellings.
      keywords: [...new Set([...words.keywords, ...others.flatMap((other) => [other.name, ...other.keywords])])],
      // The same list on every language's page, in the languages' order.
      spellings: [...new Set(locales.flatMap((each) => text[each][slug].spellings))],
    };
  }),
);
