import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultLocale, type Locale, locales, pseudoLocale } from "../app/config/locales";

/*
 * What the tests check in each language but English, written as its editors fix it, in one
 * file per language, in its words folder: app/content/words/<locale>/test-data.json. English is written out in the tests, as the
 * requirements fix it; the pseudo-locale's is English's, accented. A language added to
 * app/config/locales.ts brings its file, and no test lists languages.
 */

/** A site language but English, as its test data is written. */
export type TranslatedLanguage = Exclude<Locale, "en" | typeof pseudoLocale>;

export const translatedLanguages = locales.filter(
  (locale): locale is TranslatedLanguage => locale !== defaultLocale && locale !== pseudoLocale,
);

/** Destinations by slug, places we do not cover by one of their English aliases ("japan"). */
export interface LanguageTestData {
  /** ISO dates as the language's style guide writes them (lib/logic/locale-format.ts). */
  dates: Record<string, string>;
  /** The specification's general claim on processing times, as the FAQ keeps it. */
  processingClaim: string;
  /**
   * What the FAQ's processing answer says besides, as patterns: that the time varies for the
   * United States and Canada, and that the embassy decides and no one can guarantee a visa.
   */
  processingAnswerSays: string[];
  /** The facts a translation must keep, as the language's glossary fixes them (tests/build/content.test.ts). */
  keptFacts: {
    fiveMinutes: string;
    benefitFacts: string[];
    uploadFacts: string[];
    firstAnswer: string;
    lastAnswer: string;
    noCookies: string;
  };
  /** What the language's visitors type into the destination search. */
  search: {
    /** Dubai, in the language's script. */
    dubai: string;
    /** Words typed for the keystroke benchmark (scripts/bench/bench-search.mjs). */
    benchmarkWords: string[];
    firstLetters: string;
    firstMatch: string[];
    /** Queries and the cards they leave, in order; the last leaves two. */
    filters: [string, string[]][];
    nothing: string;
    /** A typo, the term suggested for it (null: the destination's name), the card it finds, and why it is one. */
    typos: [string, string | null, string, string?][];
    /** A query naming a place we do not cover, and the place. */
    uncovered: [string, string][];
    /** A place some cards mention in passing, the place, the cards it keeps, and where. */
    mentionedInPassing: [string, string, string[], string?][];
    /** A correct name of a place we do not cover, and the place. */
    uncoveredName: [string, string];
    /** A query and the one card it finds. */
    escapeQuery: [string, string];
    clearQuery: [string, string];
    sharedQuery: [string, string];
    /** As phones and transliteration write them: each query finds exactly that card. */
    asTyped: [string[], string][];
    /** Special characters that are part of some card's text, with those cards. */
    literalMatches: Record<string, string[]>;
    /** Queries as travellers type them, around the places they name (app/lib/logic/destination-search.ts). */
    asTravellersType: {
      /** Words that name no destination (visa, for Indians, apply online, a joiner): each query shows every card. */
      passedOver: string[];
      /** A place with such words around it, or several places: the cards each query finds, in the page's order. */
      finds: [string, string[]][];
      /** A kind of entry as typed, and the facts' kind it finds ("visa-free"). */
      entryKinds: [string, string][];
    };
  };
}

const cache = new Map<TranslatedLanguage, LanguageTestData>();

/** A language's test data, from its file. */
export function languageTestData(language: TranslatedLanguage): LanguageTestData {
  let data = cache.get(language);
  if (data === undefined) {
    data = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "../app/content/words", language, "test-data.json"), "utf8"),
    ) as LanguageTestData;
    cache.set(language, data);
  }
  return data;
}
