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
 * another folded alike (थाईलैंड = थाइलैंड, விஸா = விசா, ভিসা = বিসা). Applied alike to the data
 * and the query.
 */
export function foldForSearch(text: string): string {
  // Letters typed for one another (signs first, so that no letter is followed by a sign), each
  // with the one the search keeps at the same place: Devanagari's candrabindu as anusvara and
  // long i and u as short; Tamil's long vowels as short, grantha ஜ ஶ ஷ ஸ as ச, ண ந as ன, ள ழ as
  // ல and ற as ர, as transliteration keyboards pick them by guess; Bengali's candrabindu as
  // anusvara, long i and u as short, ণ as ন (said alike), শ ষ as স (one "s" to a reader of
  // English letters, which phonetic keyboards give by guess: "sh" শ, "S" ষ, "s" স), and its
  // digits, a Bengali keyboard's own, as 0-9.
  const typedFor = "ँीूீூேঁীূईऊஈஊஏஓஜஶஷஸணநளழறঈঊশষণ০১২৩৪৫৬৭৮৯";
  const keptAs = "ंिुிுெংিুइउஇஉஎஒசசசசனனலலரইউসসন0123456789";
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      // Bengali khanda ta in its old encoding (ত, hasanta, joiner) is the letter ৎ, which is
      // typed as a plain ত: সুইৎজারল্যান্ড = সুইতজারল্যান্ড.
      .replace(/\u09A4\u09CD\u200D|\u09CE/g, "\u09A4")
      .replace(/[\u093C\u0B83\u200C\u200D]/g, "")
      .replace(new RegExp(`[${typedFor}]`, "g"), (letter) => keptAs[typedFor.indexOf(letter)]!)
      // Bengali: the nukta only where it marks a foreign sound nobody types (জ় for "z", ফ় for
      // "f"): য় ড় ঢ় are letters of their own, kept apart from য ড ঢ.
      .replace(/([\u099C\u09AB])\u09BC/g, "$1")
      // ঋ and its sign as the রি that phones and transliteration type for them: কৃ = ক্রি.
      .replace(/\u098B/g, "\u09B0\u09BF")
      .replace(/\u09C3/g, "\u09CD\u09B0\u09BF")
      // য-ফলা with আ-কার, the English "a" of "app", as the এ-কার that phonetic keyboards give
      // unless told otherwise: থাইল্যান্ড = থাইলেন্ড, অ্যাপ = এ্যাপ = এপ.
      .replace(/[\u0985\u098F]\u09CD\u09AF\u09BE/g, "\u098F")
      .replace(/\u09CD\u09AF\u09BE/g, "\u09C7")
      // ঙ closing a syllable as ং, as many write it: শ্রীলঙ্কা = শ্রীলংকা, সিঙ্গাপুর = সিংগাপুর.
      .replace(/\u0999\u09CD/g, "\u0982")
      // Letters Bengali says alike and phones type for one another, at the start of a syllable
      // only: য (not য়) as জ, both "j" to phonetic keyboards; ভ as ব, since Bengali has no "v"
      // and an English "v" is written ভ (ভিসা) but typed ব as often (বিসা), transliteration
      // giving ভ for "v" and "bh", ব for "b". After a hasanta they are a য-ফলা or a conjunct
      // (ল্যান্ড, সম্ভব), which keyboards spell one way, and stay.
      .replace(/(\u09CD?)([\u09AF\u09AD])(?!\u09BC)/g, (whole, hasanta: string, letter: string) =>
        hasanta ? whole : letter === "\u09AF" ? "\u099C" : "\u09AC",
      )
      // A hasanta that ends a word: not written (পাসপোর্ট), though some keyboards type it.
      .replace(/\u09CD(?![\u0995-\u09B9\u09DC-\u09DF])/g, "")
  );
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
