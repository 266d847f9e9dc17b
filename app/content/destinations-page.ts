import { type Localized, mapLocales } from "~/config/locales";
import { destinationCount } from "./destination-photos";
import type destinationsPageWords from "./words/en/destinations-page.json";
import { wordsOf } from "./words";
import { withValues } from "./words-check";

/**
 * The Destinations page's text around the cards (words/<locale>/destinations-page.json);
 * counts come from the data: `{destinationCount}` here, `{count}` and `{total}` of the
 * results summary on the page (lib/early-search.ts). The photo credit links Unsplash, in
 * every language.
 */
type DestinationsPageText = typeof destinationsPageWords & { photoCredit: { href: string } };

const words = wordsOf<typeof destinationsPageWords>("destinations-page");

export const destinationsPage: Localized<DestinationsPageText> = mapLocales((locale) => {
  const page = withValues(words[locale], { destinationCount: String(destinationCount) });
  return { ...page, photoCredit: { ...page.photoCredit, href: "https://unsplash.com" } };
});
