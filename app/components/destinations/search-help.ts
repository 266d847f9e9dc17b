// What the destination search adds to its cards: "Did you mean …?", the notice for a place we
// do not cover, the pages of the languages a query is written in (decision 0020) and of what a
// visa it names opens (decision 0026).
// Loaded once the box is first focused or holds text (useSearchHelp), so the search island's own
// script leaves it out (docs/performance.md).
export { suggest } from "~/lib/logic/search-suggestion";
export { uncoveredPlace } from "~/lib/logic/not-covered";
export { NotCoveredNotice } from "./not-covered-notice";
export { EmptySearchHelp } from "./empty-search-help";
export { HoldingOffers } from "./holding-offers";
