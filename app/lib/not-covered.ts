import type { UncoveredPlace } from "~/content/not-covered";

/**
 * The query as a place name: trimmed, lower case, inner spaces collapsed and a trailing
 * "visa" dropped, so "Japan visa" and "new  zealand" name the place.
 */
function placeQuery(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\s*\bvisas?$/, "");
}

/**
 * The uncovered place the query names exactly, or null. A typo of a covered destination
 * is never a match here, so "Did you mean …?" keeps working for it.
 */
export function uncoveredPlace(list: readonly UncoveredPlace[], query: string): UncoveredPlace | null {
  const needle = placeQuery(query);
  if (!needle) return null;
  return list.find((place) => place.aliases.includes(needle)) ?? null;
}
