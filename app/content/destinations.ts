import { type Locale, type Localized, locales, mapLocales, otherLocales } from "~/config/locales";
import { everyPageScript, isWrittenIn } from "~/lib/logic/scripts";
import { type DestinationSlug, addedDestinations, destinationPhotos as photos } from "./destination-photos";
import type destinationsWords from "./words/en/destinations.json";
import { wordsOf } from "./words";

/** How a destination is named and found in one language. */
interface DestinationNames {
  name: string;
  /** Cities, abbreviations and common names a traveller may type instead of the name. */
  keywords: string[];
  /** Other spellings a traveller may type (Latin transliterations): found, never suggested. */
  spellings: string[];
  /** The card's "Visa By: " time. */
  getTime: string;
}

/** A card of the specification's twelve: its words in one language. */
interface DestinationText extends DestinationNames {
  visaStat: string;
  alt: string;
  details: string;
}

export interface Destination extends DestinationText {
  slug: string;
  imageUrl: string;
}

/** A card of a guide added beyond the twelve (decision 0027): no photo, its rule from its facts. */
export interface AddedDestination extends DestinationNames {
  slug: DestinationSlug;
}

/** Words of one destination: the twelve's cards have a photo's alt, a badge and details too. */
type Words = DestinationNames & Partial<Omit<DestinationText, keyof DestinationNames>>;

/** name, getTime and visaStat of the twelve exactly as required (words/<locale>/destinations.json). */
const text = wordsOf<typeof destinationsWords>("destinations") as unknown as Localized<Record<DestinationSlug, Words>>;

/**
 * A destination's words in a language, with what is typed in Latin letters in the other
 * languages, which any visitor may type (decision 0020): their names, keywords and spellings
 * written in Latin are keywords and spellings here, so "dubai" finds the United Arab Emirates
 * on a Hindi page. A name in another script is not carried: the page offers that language's
 * page for it instead, so no page grows with each language.
 */
function findable(locale: Locale, slug: DestinationSlug): Words {
  const words = text[locale][slug];
  const others = otherLocales(locale).map((other) => text[other][slug]);
  const inLatin = (terms: string[]) => terms.filter((term) => isWrittenIn(term, everyPageScript));
  return {
    ...words,
    // Once each: languages in one script share names and spellings.
    keywords: [...new Set([...words.keywords, ...inLatin(others.flatMap((other) => [other.name, ...other.keywords]))])],
    // In the languages' order, so the same list on every page while every spelling is Latin.
    spellings: [
      ...new Set(locales.flatMap((each) => (each === locale ? words.spellings : inLatin(text[each][slug].spellings)))),
    ],
  };
}

/** The specification's twelve cards in every language. */
export const destinations = mapLocales((locale) =>
  (Object.keys(photos) as (keyof typeof photos)[]).map((slug): Destination => ({
    slug,
    imageUrl: photos[slug],
    ...(findable(locale, slug) as DestinationText),
  })),
);

/** The cards of the guides added beyond the twelve, in every language. */
export const addedDestinationCards = mapLocales((locale) =>
  addedDestinations.map((slug): AddedDestination => {
    const { name, getTime, keywords, spellings } = findable(locale, slug);
    return { slug, name, getTime, keywords, spellings };
  }),
);

/** A destination's name in a language, of the twelve or the added. */
export function destinationName(locale: Locale, slug: DestinationSlug): string {
  return text[locale][slug].name;
}

/** A destination's "Visa By: " time in a language. */
export function destinationTime(locale: Locale, slug: DestinationSlug): string {
  return text[locale][slug].getTime;
}
