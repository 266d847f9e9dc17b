/**
 * Destination search (docs/requirements.md, Search): a case-insensitive substring
 * of the trimmed query against name, details, visaStat, alt, the search keywords and spellings.
 * The query is plain text: it is never turned into a pattern, so no input can throw.
 */

interface Searchable {
  name: string;
  details: string;
  visaStat: string;
  alt: string;
  keywords: readonly string[];
  /** Found like keywords, never offered as a suggestion. */
  spellings?: readonly string[];
}

export interface Suggestion {
  /** The name or keyword to search for instead, as written in the data. */
  term: string;
  /** The destination the term belongs to. */
  name: string;
}

/**
 * Text as the search compares it: lower case, in canonical decomposition (a vowel sign typed
 * in two parts is the one sign), without the marks people skip or cannot see (the nukta, the
 * Tamil aytham in ஃப, zero-width joiners: वीज़ा = वीजा) and with the letters typed for one
 * another folded alike (थाईलैंड = थाइलैंड, விஸா = விசா). Applied alike to the data and the
 * query. Self-contained: the search before hydration carries its source (early-search.ts).
 */
export function foldForSearch(text: string): string {
  // Letters typed for one another (signs first, so that no letter is followed by a sign), each
  // with the one the search keeps at the same place: Devanagari's candrabindu as anusvara and
  // long i and u as short; Tamil's long vowels as short, grantha ஜ ஶ ஷ ஸ as ச, ண ந as ன, ள ழ as
  // ல and ற as ர, as transliteration keyboards pick them by guess.
  const typedFor = "ँीूீூேईऊஈஊஏஓஜஶஷஸணநளழற";
  const keptAs = "ंिुிுெइउஇஉஎஒசசசசனனலலர";
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u093C\u0B83\u200C\u200D]/g, "")
    .replace(new RegExp(`[${typedFor}]`, "g"), (letter) => keptAs[typedFor.indexOf(letter)]!);
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
    // A Tamil field also without its doubled consonants, as many type it (சிங்கபூர்), and
    // still with them, so that each letter typed on the way (சிங்கப்) keeps the card.
    text = foldForSearch(fields.join("\n")).replace(
      /.*([க-ஹ])்\1.*/g,
      (field) => `${field}\n${field.replace(/([க-ஹ])்\1/g, "$1")}`,
    );
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
function suggestionTerms(item: Searchable) {
  let terms = termsCache.get(item);
  if (terms === undefined) {
    terms = [item.name, ...item.keywords].flatMap((phrase) => {
      // Words of four letters or more: a fragment like "San" or "Chi" is what "spain" or
      // "china" come near, not what anyone searching for them meant.
      const words = phrase.split(/\s+/).filter((word) => word.length >= 4);
      return (/\s/.test(phrase) ? [phrase, ...words] : [phrase]).map((term) => ({ term, folded: foldForSearch(term) }));
    });
    termsCache.set(item, terms);
  }
  return terms;
}

/**
 * "Did you mean …?": the name or keyword closest to the query, or null when none is
 * within a typo or two. Multi-word names and keywords also match word by word, so
 * "lanca" suggests "Lanka". Ties go to the earlier destination, names before keywords.
 */
export function suggest(list: readonly Searchable[], query: string): Suggestion | null {
  const needle = normaliseQuery(query);
  const max = allowedEdits(needle.length);
  if (max === 0 || needle.length > MAX_SUGGESTION_QUERY) return null;

  let best: (Suggestion & { distance: number }) | null = null;
  for (const item of list) {
    for (const { term, folded } of suggestionTerms(item)) {
      const distance = editDistance(needle, folded, best ? best.distance - 1 : max);
      if (distance <= max && (!best || distance < best.distance)) {
        best = { term, name: item.name, distance };
      }
    }
  }
  return best && { term: best.term, name: best.name };
}
