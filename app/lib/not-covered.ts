import type { UncoveredPlace } from "~/content/not-covered";
import { foldForSearch } from "./destination-search";

/** "वीज़ा" as the query is folded (no nukta, short i), at the end of the query. */
const hindiVisa = new RegExp(`\\s+${foldForSearch("वीज़ा")}$`);

/**
 * The query as a place name: trimmed, folded as the search folds it, inner spaces collapsed
 * and a trailing "visa" (or "वीज़ा") dropped, so "Japan visa", "new  zealand" and
 * "जापान वीजा" name the place.
 */
function placeQuery(query: string): string {
  return foldForSearch(query.trim())
    .replace(/\s+/g, " ")
    .replace(/\s*\bvisas?$/, "")
    .replace(hindiVisa, "");
}

/**
 * The uncovered place the query names exactly, or null. A typo of a covered destination
 * is never a match here, so "Did you mean …?" keeps working for it.
 */
export function uncoveredPlace(list: readonly UncoveredPlace[], query: string): UncoveredPlace | null {
  const needle = placeQuery(query);
  if (!needle) return null;
  return list.find((place) => place.aliases.some((alias) => foldForSearch(alias) === needle)) ?? null;
}
