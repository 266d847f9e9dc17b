import { destinations } from "./destinations";

/** The Destinations page's text around the cards; counts come from the data. */
export const destinationsPage = {
  meta: {
    title: "Destinations",
    description: `Visa processing times for ${destinations.length} popular destinations for Indian travellers, from the UAE and Singapore to France, Switzerland and Canada.`,
  },
  listName: "Visa destinations for Indian travellers",
  launchBanner: "Advanced destination features arrive at launch",
  title: "Explore Global Destinations",
  intro: "Processing times and visa notes for the places Indian travellers visit most.",
  searchLabel: "Search destinations",
  searchPlaceholder: "Search destinations, details or visa status...",
  clearSearch: "Clear search",
  listLabel: "Destinations",
  /** The announced result count; `{count}` and `{total}` are filled in (lib/early-search.ts). */
  resultsSummary: {
    all: "Showing all {total} destinations",
    none: "No destinations match your search",
    one: "{count} of {total} destinations matches your search",
    many: "{count} of {total} destinations match your search",
  },
  photoCredit: { label: "Photos: ", source: "Unsplash", href: "https://unsplash.com" },
  empty: {
    title: "No destinations found matching your search.",
    hint: "Try a different keyword or check your spelling.",
    didYouMean: "Did you mean ",
    /** After the suggested term: its country when the term is another name for it. */
    suggestionEnd: (term: string, name: string) => `${term === name ? "" : ` (${name})`}?`,
    showAll: "Show All Destinations",
  },
  /** A search naming a place we do not list: said by name, with a chat that asks about it. */
  notCovered: {
    line: (place: string) => `We don't cover ${place} yet.`,
    hint: "Our team can still answer your questions about it.",
  },
  card: {
    visaBy: "Visa By: ",
    exploreOptions: "Explore Options",
  },
};
