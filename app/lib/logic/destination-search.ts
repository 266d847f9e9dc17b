/**
 * Destination search (docs/requirements.md, Search): a case-insensitive substring
 * of the trimmed query against name, details, visaStat, alt, the search keywords and spellings.
 * The query is plain text: it is never turned into a pattern, so no input can throw.
 */

export interface Searchable {
  name: string;
  details: string;
  visaStat: string;
  alt: string;
  keywords: readonly string[];
  /** Found like keywords, never offered as a suggestion. */
  spellings?: readonly string[];
}

/**
 * Text as the search compares it: lower case, and Devanagari spelled the way people type it
 * when they skip marks: the nukta dropped (वीज़ा = वीजा), candrabindu as anusvara (ँ = ं)
 * and long i and u as short (थाईलैंड = थाइलैंड). Applied alike to the data and the query.
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\u093C/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/\u0908/g, "\u0907")
    .replace(/\u0940/g, "\u093F")
    .replace(/\u090A/g, "\u0909")
    .replace(/\u0942/g, "\u0941");
}

function normaliseQuery(query: string): string {
  return foldForSearch(query.trim());
}

// Lower-cased text per destination, computed once per object rather than per keystroke.
const textCache = new WeakMap<Searchable, string>();

/**
 * Everything a query is matched against, lower-cased, one field a line: the query comes
 * from a one-line field, so a match never spans two fields. Also written into the page
 * for the search that runs before hydration (app/lib/inline-scripts/early-search.ts).
 */
export function searchText(item: Searchable): string {
  let text = textCache.get(item);
  if (text === undefined) {
    const fields = [item.name, item.details, item.visaStat, item.alt, ...item.keywords, ...(item.spellings ?? [])];
    text = foldForSearch(fields.join("\n"));
    textCache.set(item, text);
  }
  return text;
}

/** The destinations matching the query, in their original order; all of them for a blank query. */
export function searchDestinations<T extends Searchable>(list: readonly T[], query: string): readonly T[] {
  const needle = normaliseQuery(query);
  if (!needle) return list;
  return list.filter((item) => searchText(item).includes(needle));
}
