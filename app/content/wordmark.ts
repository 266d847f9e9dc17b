/**
 * The brand name in two tones, the same in every language; together they spell site.name.
 * Its own module, apart from the words: what it spells is a fact of the brand, not of a language.
 */
export const wordmark = { lead: "Visa", accent: "Udaan" };
