import type { Locale } from "~/config/locales";
import type { destinationsPage } from "~/content/destinations-page";
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
 * Text as the search compares it: lower case, in canonical decomposition (a vowel sign typed
 * in two parts is the one sign), without the marks people skip or cannot see (the nukta, the
 * Tamil aytham in ஃப, zero-width joiners: वीज़ा = वीजा) and with the letters typed for one
 * another folded alike (थाईलैंड = थाइलैंड, விஸா = விசா). Applied alike to the data and the
 * query.
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
 * from a one-line field, so a match never spans two fields. Written into each card
 * (`data-search-text`), which the search island shows or hides (destination-search.tsx).
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

type SearchSummary = (typeof destinationsPage)[Locale]["resultsSummary"];

/** The announced count of results, from the page's templates. */
export function resultsSummary(templates: SearchSummary, count: number, total: number): string {
  const template =
    count === total ? templates.all : count === 0 ? templates.none : count === 1 ? templates.one : templates.many;
  return template.replace("{count}", String(count)).replace("{total}", String(total));
}
