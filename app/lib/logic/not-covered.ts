import type { UncoveredPlace } from "~/content/not-covered";
import { foldForSearch } from "./destination-search";

const folded = (words: string[]) => words.map(foldForSearch).join("|");

/**
 * A trailing "visa" as the query is folded, in each script and either spelling of the Hindi
 * word, with the possessive Hindi puts before it: "Japan visa", "जापान का वीज़ा", "japan ka visa",
 * "ஜப்பான் விசா" (and "விஸா", folded alike).
 */
const visaSuffix = new RegExp(
  `(?: (?:ka|ki|ke|${folded(["का", "की", "के"])}))? (?:visas?|${folded(["वीज़ा", "वीसा", "விசா"])})$`,
);

/**
 * The query as a place name: trimmed, folded as the search folds it, inner spaces collapsed
 * and a trailing "visa" dropped, so "Japan visa", "new  zealand" and "जापान का वीजा" name
 * the place.
 */
function placeQuery(query: string): string {
  return foldForSearch(query.trim()).replace(/\s+/g, " ").replace(visaSuffix, "");
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
