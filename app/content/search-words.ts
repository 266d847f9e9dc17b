// Build time only, with zod: the page file gives the search island its language's lists as data.
import { z } from "zod";
import { type Locale, type Localized, mapLocales, otherLocales } from "~/config/locales";
import { checkFile } from "~/lib/build/schema-problems";
import type { SearchWords } from "~/lib/logic/destination-search";
import { everyPageScript, isWrittenIn } from "~/lib/logic/scripts";
import { type Holding, holdings } from "~/config/holdings";
import { ruleKind } from "./facts";
import type searchWordsFile from "./words/en/search.json";
import { wordsOf } from "./words";
import { wordFilePath } from "./words-check";

/**
 * What travellers type into the destination search that names no destination
 * (words/<locale>/search.json): words to pass over ("visa", "for Indians"), words joining
 * several places ("and", ","), and how each kind of entry is typed ("visa free"). Which
 * destinations are of a kind comes from their facts (`kind`), never from these lists.
 */
const term = z
  .string()
  .min(1, { error: "expected a term" })
  .refine((text) => text === text.trim() && !/\s\s/.test(text), { error: "expected single spaces between words" })
  .refine((text) => text === text.toLowerCase(), { error: "expected lower case, as the search folds a query" });

const searchWordsSchema = z.strictObject({
  ignored: z.array(term).min(1),
  joiners: z.array(term).min(1),
  /** One entry per kind of the facts' schema: a kind added there needs its words here. */
  entryKinds: z.record(ruleKind, z.strictObject({ aliases: z.array(term) })),
  /** How travellers type each visa or permit held (config/holdings.ts): the search offers its page (decision 0026). */
  holdings: z.record(z.enum(holdings), z.strictObject({ aliases: z.array(term).min(1) })),
});

/** What is wrong with a language's search words, one line per problem naming the file and the field. */
export function searchWordsProblems(locale: string, content: unknown): string[] {
  return checkFile(searchWordsSchema, wordFilePath(locale, "search"), content).problems;
}

const files = wordsOf<typeof searchWordsFile>("search");

function checked(locale: Locale) {
  const problems = searchWordsProblems(locale, files[locale]);
  if (problems.length > 0) throw new Error(`Search words:\n${problems.join("\n")}`);
  return searchWordsSchema.parse(files[locale]);
}

type Checked = ReturnType<typeof checked>;

/**
 * A language's terms of a list, with those the other languages write in Latin letters, which
 * any visitor may type (decision 0020): "dubai visa" on a Hindi page. Once each.
 */
function withLatin(locale: Locale, list: (words: Checked) => readonly string[]): string[] {
  const others = otherLocales(locale).map(checked);
  return [
    ...new Set([
      ...list(checked(locale)),
      ...others.flatMap(list).filter((text) => isWrittenIn(text, everyPageScript)),
    ]),
  ];
}

/** Each language's lists of words that name no destination. */
export const searchWords: Localized<SearchWords> = mapLocales((locale) => ({
  ignored: withLatin(locale, (words) => words.ignored),
  joiners: withLatin(locale, (words) => words.joiners),
  entryKinds: Object.fromEntries(
    ruleKind.options.map((kind) => [kind, { aliases: withLatin(locale, (words) => words.entryKinds[kind].aliases) }]),
  ),
}));

/** How each holding is typed in each language, and in the Latin letters of the others. */
export const holdingSearchTerms: Localized<Record<Holding, { aliases: string[] }>> = mapLocales(
  (locale) =>
    Object.fromEntries(
      holdings.map((holding) => [holding, { aliases: withLatin(locale, (words) => words.holdings[holding].aliases) }]),
    ) as Record<Holding, { aliases: string[] }>,
);
