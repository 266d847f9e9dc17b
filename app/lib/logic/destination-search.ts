import type { Locale } from "~/config/locales";
import type { destinationsPage } from "~/content/destinations-page";
/**
 * Destination search (docs/requirements.md, Search): a case-insensitive substring
 * of the trimmed query against name, details, visaStat, alt, the search keywords and spellings.
 * As travellers type, words that name no destination are passed over ("dubai visa"), several
 * places are several answers ("france switzerland") and a kind of entry finds its destinations
 * ("visa free"), each language's words for these as data (content/search-words.ts).
 * The query is plain text: it is never turned into a pattern, so no input can throw.
 */

export interface Searchable {
  name: string;
  /** The twelve's card texts; a guide added beyond them has none (decision 0027). */
  details?: string;
  visaStat?: string;
  alt?: string;
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

// Lower-cased text per destination, computed once per object rather than per keystroke.
const textCache = new WeakMap<Searchable, string>();

/** Between a card's names and its other fields in its search text: no query holds a line break. */
const afterNames = "\n\n";

/**
 * Fields folded, one a line. A Tamil field also without its doubled consonants, as many type
 * it (சிங்கபூர்), and still with them, so that each letter typed on the way (சிங்கப்) keeps the card.
 */
function foldedLines(fields: readonly string[]): string {
  return foldForSearch(fields.join("\n")).replace(
    /.*([க-ஹ])்\1.*/g,
    (field) => `${field}\n${field.replace(/([க-ஹ])்\1/g, "$1")}`,
  );
}

/**
 * Everything a query is matched against, lower-cased, one field a line: the query comes
 * from a one-line field, so a match never spans two fields. The names (name, keywords,
 * spellings) come first, then a blank line and the other fields: one of several places in a
 * query is looked for in the names only. Written into each card (`data-search-text`), which
 * the search island shows or hides (destination-search.tsx).
 */
export function searchText(item: Searchable): string {
  let text = textCache.get(item);
  if (text === undefined) {
    text =
      foldedLines([item.name, ...item.keywords, ...(item.spellings ?? [])]) +
      afterNames +
      foldedLines([item.details ?? "", item.visaStat ?? "", item.alt ?? ""]);
    textCache.set(item, text);
  }
  return text;
}

/** A language's words that name no destination, as content/search-words.ts gives them. */
export interface SearchWords {
  /** Passed over wherever they stand: "visa", "for indians". */
  ignored: readonly string[];
  /** Between two places: "and", ",". One without letters parts words wherever it stands ("dubai,singapore"). */
  joiners: readonly string[];
  /** How each kind of entry is typed, by the facts' `kind`. */
  entryKinds: Readonly<Record<string, { aliases: readonly string[] }>>;
}

/** A card as the search reads it: its `searchText`, and its kind of entry from its facts, or null. */
export interface SearchCard {
  text: string;
  kind: string | null;
}

/** A query of places and kinds of entry. */
interface ReadQuery {
  /** Each place named, as its folded words: a card naming any of them is found. */
  places: string[][];
  /** Kinds of entry asked for: found when the query names no place. */
  kinds: Set<string>;
}

/** What words are made of: a joiner without it parts words wherever it stands, a name's word ends where none follows. */
const wordCharacter = /[\p{L}\p{M}\p{N}]/u;

interface ReadWords {
  /** Joiners without letters. */
  breaks: string[];
  joiners: Set<string>;
  /** Ignored words (kind null) and the kinds' aliases, as folded words, the longest first, by their first word. */
  phrases: Map<string, { words: string[]; kind: string | null }[]>;
}

const wordsCache = new WeakMap<SearchWords, ReadWords>();

const wordsOf = (text: string) => text.split(/\s+/).filter(Boolean);

function readWords(words: SearchWords): ReadWords {
  let read = wordsCache.get(words);
  if (read === undefined) {
    const joiners = words.joiners.map(foldForSearch);
    const phrases = new Map<string, { words: string[]; kind: string | null }[]>();
    for (const phrase of [
      ...Object.entries(words.entryKinds).flatMap(([kind, { aliases }]) =>
        aliases.map((alias) => ({ words: wordsOf(foldForSearch(alias)), kind })),
      ),
      ...words.ignored.map((ignored) => ({ words: wordsOf(foldForSearch(ignored)), kind: null })),
    ].sort((a, b) => b.words.length - a.words.length)) {
      phrases.set(phrase.words[0]!, [...(phrases.get(phrase.words[0]!) ?? []), phrase]);
    }
    read = {
      breaks: joiners.filter((joiner) => !wordCharacter.test(joiner)),
      joiners: new Set(joiners.filter((joiner) => wordCharacter.test(joiner))),
      phrases,
    };
    wordsCache.set(words, read);
  }
  return read;
}

/**
 * The query's places and kinds of entry: a joiner or a word passed over ends a place, a kind's
 * alias ("visa free") is read before its words are passed over ("visa").
 */
function readQuery(query: string, words: SearchWords): ReadQuery {
  const { breaks, joiners, phrases } = readWords(words);
  const places: string[][] = [];
  const kinds = new Set<string>();
  let text = foldForSearch(query);
  for (const joiner of breaks) text = text.split(joiner).join("\n");
  for (const part of text.split("\n")) {
    const typed = wordsOf(part);
    let place: string[] = [];
    const endPlace = () => {
      if (place.length > 0) places.push(place);
      place = [];
    };
    for (let index = 0; index < typed.length;) {
      const phrase = phrases
        .get(typed[index]!)
        ?.find(({ words: phraseWords }) => phraseWords.every((word, offset) => typed[index + offset] === word));
      if (phrase || joiners.has(typed[index]!)) {
        endPlace();
        if (phrase?.kind) kinds.add(phrase.kind);
        index += phrase?.words.length ?? 1;
      } else {
        place.push(typed[index]!);
        index += 1;
      }
    }
    endPlace();
  }
  return { places, kinds };
}

/** The places a query names, each as its folded words joined by a space: "Did you mean" reads them. */
export function queryPlaces(query: string, words: SearchWords): string[] {
  return readQuery(query, words).places.map((place) => place.join(" "));
}

/** A card's names: its search text up to the blank line. */
function namesIn(text: string): string {
  const end = text.indexOf(afterNames);
  return end === -1 ? text : text.slice(0, end);
}

/**
 * Whether one of the names starts with the words and has them whole, the last word perhaps
 * still being typed: "paris" and "united states" are names, "of" and "lanka" only words of one.
 */
function namesHold(names: string, words: string, typing: boolean): boolean {
  for (let at = names.indexOf(words); at !== -1; at = names.indexOf(words, at + 1)) {
    const end = at + words.length;
    if ((at === 0 || names[at - 1] === "\n") && (typing || !wordCharacter.test(names[end] ?? ""))) return true;
  }
  return false;
}

/** The longest name in words that one of several places may be: "united states of america". */
const longestName = 6;

/**
 * The cards named by the words: each the longest run of words that starts a card's name
 * ("united states", then "canada"), the last word as far as it is typed when `typing`.
 */
function namedBy<T extends SearchCard>(
  cards: readonly T[],
  names: readonly string[],
  words: string[],
  typing: boolean,
): T[] {
  const found: T[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 1;
    // No name starts with the word, so none with the words from it: a long query stays quick.
    const starting = names.some((text) => text.startsWith(words[start]!) || text.includes(`\n${words[start]}`));
    for (let end = starting ? Math.min(words.length, start + longestName) : start; end > start; end -= 1) {
      const run = words.slice(start, end).join(" ");
      const naming = cards.filter((_, index) => namesHold(names[index]!, run, typing && end === words.length));
      if (naming.length > 0) {
        found.push(...naming);
        taken = end - start;
        break;
      }
    }
    start += taken;
  }
  return found;
}

/**
 * The cards a place finds. A query that is one place is the requirements' substring of
 * everything on a card; failing that, it is several places typed without a joiner ("france
 * switzerland"), found by name. A place left from words passed over ("us" of "us visa") is a
 * name first: as a substring, "us" is in "gobustan" and "ask us". One of several places is a name first ("ফ্রান্স" is not San
 * Francisco's স্যান ফ্রান্সিসকো), the substring failing that ("dubai, land of fire").
 */
function placeFinds<T extends SearchCard>(
  cards: readonly T[],
  names: readonly string[],
  place: string[],
  alone: boolean,
  typing: boolean,
  trimmed: boolean,
): T[] {
  const whole = () => cards.filter((card) => card.text.includes(place.join(" ")));
  if (alone && !trimmed) {
    const found = whole();
    return found.length > 0 || place.length === 1 ? found : namedBy(cards, names, place, typing);
  }
  const named = namedBy(cards, names, place, typing);
  return named.length > 0 ? named : whole();
}

/**
 * The cards the query finds, in their order; all of them for a blank query or one of words
 * that name no destination ("visa"). A query naming a place that is found whole is the
 * requirements' substring ("गंधक के पानी", whose के is otherwise passed over); failing that, a
 * card is found when any place in the query finds it. A kind of entry finds its cards when
 * the query names no place ("e-visa", but "dubai e-visa").
 */
export function findCards<T extends SearchCard>(cards: readonly T[], query: string, words: SearchWords): readonly T[] {
  const { places, kinds } = readQuery(query, words);
  if (places.length === 0) return kinds.size === 0 ? cards : cards.filter((card) => kinds.has(card.kind ?? ""));
  const needle = foldForSearch(query.trim());
  const whole = cards.filter((card) => card.text.includes(needle));
  if (whole.length > 0) return whole;
  const names = cards.map((card) => namesIn(card.text));
  // Each place once, however often it is typed; the last as far as it is typed.
  const last = places.at(-1)!.join(" ");
  const distinct = new Set(places.map((place) => place.join(" ")));
  const found = new Set(
    [...distinct].flatMap((place) =>
      placeFinds(cards, names, place.split(" "), places.length === 1, place === last, place !== needle),
    ),
  );
  return cards.filter((card) => found.has(card));
}

/** The destinations matching the query, in their original order; all of them for a blank query. */
export function searchDestinations<T extends Searchable & { kind?: string | null }>(
  list: readonly T[],
  query: string,
  words: SearchWords,
): readonly T[] {
  const cards = list.map((item) => ({ item, text: searchText(item), kind: item.kind ?? null }));
  const found = findCards(cards, query, words);
  return found.length === cards.length ? list : found.map(({ item }) => item);
}

type SearchSummary = (typeof destinationsPage)[Locale]["resultsSummary"];

/** The announced count of results, from the page's templates. */
export function resultsSummary(templates: SearchSummary, count: number, total: number): string {
  const template =
    count === total ? templates.all : count === 0 ? templates.none : count === 1 ? templates.one : templates.many;
  return template.replace("{count}", String(count)).replace("{total}", String(total));
}
