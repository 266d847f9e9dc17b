import { type Localized, mapLocales } from "~/config/locales";
import { destinationSlugs } from "./destination-photos";
import type destinationsPageWords from "./words/en/destinations-page.json";
import { wordsOf } from "./words";
import { withValues } from "./words-check";

/**
 * The Destinations page's text around the cards (words/<locale>/destinations-page.json);
 * counts come from the data: `{destinationCount}` here, `{count}` and `{total}` of the
 * results summary on the page (components/destinations/destination-search.tsx). The photo credit links Unsplash, in
 * every language.
 */
type DestinationsPageText = typeof destinationsPageWords & { photoCredit: { href: string } };

const words = wordsOf<typeof destinationsPageWords>("destinations-page");

export const destinationsPage: Localized<DestinationsPageText> = mapLocales((locale) => {
  // Counted from the list of guides, not the destinations, whose words reach the browser only in
  // their own page (decision 0010).
  const page = withValues(words[locale], { destinationCount: String(destinationSlugs.length) });
  return { ...page, photoCredit: { ...page.photoCredit, href: "https://unsplash.com" } };
});
