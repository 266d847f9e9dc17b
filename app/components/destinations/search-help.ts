// What the destination search adds when nothing matches: "Did you mean …?", the notice for a
// place we do not cover, and the pages of the languages a query is written in (decision 0020).
// Loaded once the box is first focused or holds text (useSearchHelp), so the search island's own
// script leaves it out (docs/performance.md).
export { suggest } from "~/lib/logic/search-suggestion";
export { uncoveredPlace } from "~/lib/logic/not-covered";
export { NotCoveredNotice } from "./not-covered-notice";
export { EmptySearchHelp } from "./empty-search-help";
