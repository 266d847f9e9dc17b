import type { foldForSearch, Searchable } from "./destination-search";

/**
 * "Did you mean …?" for the destination search (docs/requirements.md, Search). Loaded by the
 * Destinations page on demand, with the search's folding passed in, so the folding stays in the
 * page's own script (docs/performance.md).
 */

type Fold = typeof foldForSearch;

export interface Suggestion {
  /** The name or keyword to search for instead, as written in the data. */
  term: string;
  /** The destination the term belongs to. */
  name: string;
}

/** Queries longer than any name or keyword plus a typo or two cannot be a typo of one. */
const MAX_SUGGESTION_QUERY = 40;

/** Allowed edits grow with length, so short words need near-exact spelling. */
function allowedEdits(length: number): number {
  if (length < 3) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions, so
 * "thialand" is one edit from "thailand"). Stops early once every path exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const beforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j]! + 1, row[j - 1]! + 1, previousRow[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      row[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return row[b.length]!;
}

const termsCache = new WeakMap<Searchable, { term: string; folded: string }[]>();

/**
 * What a query may be a typo of: the name and keywords (not the variant spellings, which
 * are nobody's preferred form), and the words of those with several, each with its folded
 * form; computed once per object.
 */
function suggestionTerms(item: Searchable, fold: Fold) {
  let terms = termsCache.get(item);
  if (terms === undefined) {
    terms = [item.name, ...item.keywords].flatMap((phrase) => {
      // Words of four letters or more: a fragment like "San" or "Chi" is what "spain" or
      // "china" come near, not what anyone searching for them meant.
      const words = phrase.split(/\s+/).filter((word) => word.length >= 4);
      return (/\s/.test(phrase) ? [phrase, ...words] : [phrase]).map((term) => ({ term, folded: fold(term) }));
    });
    termsCache.set(item, terms);
  }
  return terms;
}

/**
 * "Did you mean …?": the name or keyword closest to the query, or null when none is
 * within a typo or two. Multi-word names and keywords also match word by word, so
 * "lanca" suggests "Lanka". Ties go to the earlier destination, names before keywords. `fold` is
 * the search's `foldForSearch`, applied alike to the query and the terms.
 */
export function suggest(list: readonly Searchable[], query: string, fold: Fold): Suggestion | null {
  const needle = fold(query.trim());
  const max = allowedEdits(needle.length);
  if (max === 0 || needle.length > MAX_SUGGESTION_QUERY) return null;

  let best: (Suggestion & { distance: number }) | null = null;
  for (const item of list) {
    for (const { term, folded } of suggestionTerms(item, fold)) {
      const distance = editDistance(needle, folded, best ? best.distance - 1 : max);
      if (distance <= max && (!best || distance < best.distance)) {
        best = { term, name: item.name, distance };
      }
    }
  }
  return best && { term: best.term, name: best.name };
}
