/**
 * The brand name in two tones, the same in every language; together they spell site.name.
 * Its own module: the logo imports it into every page's script, which must not load words.
 */
export const wordmark = { lead: "Visa", accent: "Udaan" };
