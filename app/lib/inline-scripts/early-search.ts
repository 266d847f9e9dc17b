import type { Locale } from "~/config/locales";
import type { destinationsPage } from "~/content/destinations-page";
import { foldForSearch } from "../logic/destination-search";

type SearchSummary = (typeof destinationsPage)[Locale]["resultsSummary"];

/** The announced count of results, from the page's templates. */
export function resultsSummary(templates: SearchSummary, count: number, total: number): string {
  const template =
    count === total ? templates.all : count === 0 ? templates.none : count === 1 ? templates.one : templates.many;
  return template.replace("{count}", String(count)).replace("{total}", String(total));
}

/**
 * The destination search before hydration (decision 0007): runs inline after the cards, so
 * a shared `?q=` link is filtered at the first paint and typing filters at once. It matches
 * as `searchDestinations` does, against each card's `data-search-text`, and stops once React
 * has hydrated and adopted the box's text.
 */
function searchBeforeHydration(fold: typeof foldForSearch, summarise: typeof resultsSummary, templates: SearchSummary) {
  const input = document.querySelector<HTMLInputElement>("[data-search-input]");
  const status = document.querySelector("[data-search-status]");
  const list = document.querySelector<HTMLElement>("[data-search-results]");
  const empty = document.querySelector<HTMLElement>("[data-search-empty]");
  const items = document.querySelectorAll<HTMLElement>("[data-search-text]");
  if (!input || !status || !list || !empty) return;
  function filter() {
    if (document.documentElement.dataset.hydrated) return;
    const needle = fold(input!.value.trim());
    let count = 0;
    for (const item of items) {
      item.hidden = !item.dataset.searchText!.includes(needle);
      if (!item.hidden) count += 1;
    }
    status!.textContent = summarise(templates, count, items.length);
    list!.hidden = count === 0;
    empty!.hidden = count > 0;
  }
  const query = new URLSearchParams(location.search).get("q");
  if (query) {
    input.value = query;
    filter();
  }
  input.addEventListener("input", filter);
}

export function earlySearchScript(templates: SearchSummary): string {
  return `(${searchBeforeHydration.toString()})(${foldForSearch.toString()},${resultsSummary.toString()},${JSON.stringify(templates)})`;
}
