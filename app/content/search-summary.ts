/** The announced result count of the destination search; `{count}` and `{total}` are filled in. */
export const searchSummary = {
  all: "Showing all {total} destinations",
  none: "No destinations match your search",
  one: "{count} of {total} destinations matches your search",
  many: "{count} of {total} destinations match your search",
};

export type SearchSummary = typeof searchSummary;
