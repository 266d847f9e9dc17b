import type { UncoveredPlace } from "~/content/not-covered";
import type { foldForSearch } from "./destination-search";

// Loaded by the Destinations page on demand, with the search's folding passed in as `fold`, so
// the folding stays in the page's own script (docs/performance.md).
type Fold = typeof foldForSearch;

/**
 * A trailing "visa" as the query is folded, in each script and either spelling of the Hindi
 * word, with the possessive Hindi puts before it: "Japan visa", "जापान का वीज़ा", "japan ka visa",
 * "ஜப்பான் விசா" (and "விஸா", folded alike), "জাপান ভিসা".
 */
function visaSuffix(fold: Fold): RegExp {
  const folded = (words: string[]) => words.map(fold).join("|");
  return new RegExp(
    `(?: (?:ka|ki|ke|${folded(["का", "की", "के"])}))? (?:visas?|${folded(["वीज़ा", "वीसा", "விசா", "ভিসা"])})$`,
  );
}

/**
 * The query as a place name: trimmed, folded as the search folds it, inner spaces collapsed
 * and a trailing "visa" dropped, so "Japan visa", "new  zealand" and "जापान का वीजा" name
 * the place.
 */
function placeQuery(query: string, fold: Fold): string {
  return fold(query.trim()).replace(/\s+/g, " ").replace(visaSuffix(fold), "");
}

/**
 * The Bengali possessive a name takes before "ভিসা" (জাপানের ভিসা, কানাডার ভিসা): an ending of
 * the name itself, so it is matched after each name rather than cut from the query, which
 * would cut the র of কাতার.
 */
const bengaliPossessives = ["ের", "র"];

/**
 * The uncovered place the query names exactly, or null. A typo of a covered destination
 * is never a match here, so "Did you mean …?" keeps working for it.
 */
export function uncoveredPlace(list: readonly UncoveredPlace[], query: string, fold: Fold): UncoveredPlace | null {
  const needle = placeQuery(query, fold);
  if (!needle) return null;
  const visaDropped = needle !== fold(query.trim()).replace(/\s+/g, " ");
  const names = (alias: string) =>
    visaDropped ? [alias, ...bengaliPossessives.map((ending) => alias + fold(ending))] : [alias];
  return list.find((place) => place.aliases.some((alias) => names(fold(alias)).includes(needle))) ?? null;
}
