// What the destination search adds when nothing matches: "Did you mean …?" and the notice for a
// place we do not cover. Loaded once the box is first focused or holds text (useSearchHelp), so
// the page's own script leaves it out (decision 0018).
export { suggest } from "~/lib/logic/search-suggestion";
export { uncoveredPlace } from "~/lib/logic/not-covered";
export { NotCoveredNotice } from "./not-covered-notice";
