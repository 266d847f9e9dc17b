import { defaultLocale, type Locale, locales, localeSettings } from "~/config/locales";

/**
 * Latin letters, English's script: any visitor may type them, whatever the page's language, so
 * every Destinations page carries every language's search terms written in them (decision 0020).
 */
export const everyPageScript = localeSettings[defaultLocale].script;

/**
 * Whether the text has letters and every one of them is in the script, an ISO 15924 code as
 * `localeSettings` has it ("Taml"), which is also the Unicode Script value. Marks, digits, spaces
 * and punctuation are no script's: "दुबई वीज़ा" is Devanagari, "b1/b2" Latin.
 */
export function isWrittenIn(text: string, script: string): boolean {
  const letters = text.match(/\p{L}/gu);
  const inScript = new RegExp(`^\\p{Script=${script}}$`, "u");
  return letters !== null && letters.every((letter) => inScript.test(letter));
}

/**
 * The site's other languages a query is written in, whose search terms this page does not
 * carry: each one of the query's script but Latin (decision 0020). Hindi and Marathi share
 * Devanagari, so a Devanagari query offers both.
 */
export function otherLanguagesOfQuery(query: string, page: Locale): Locale[] {
  return locales.filter((locale) => {
    const { script } = localeSettings[locale];
    return locale !== page && script !== everyPageScript && isWrittenIn(query, script);
  });
}
