// `npm run words`: how complete each language's words are (docs/decisions/0017-content-as-data.md).
// One row per folder in app/content/words/: its files, its keys, the keys it lacks and the
// keys still identical to English. A folder is complete when nothing is missing or different
// from English's shape and no text is still English's (beyond what reads the same in every
// language). Exits 1 when a language in `locales` is incomplete (a language ships only
// complete); a folder for a language not yet in `locales` may be partial.
// Node runs this file as it is (no Vite): it reads the folders from disk and checks them
// with the loader's own functions.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { locales } from "../../app/config/locales.ts";
import { readContentFiles } from "../../app/content/read-content-files.ts";
import {
  type WordFiles,
  areasOf,
  english,
  sameInEveryLanguage,
  searchTermLists,
  wordProblems,
} from "../../app/content/words-check.ts";
import { parseStyleGuide } from "../../app/lib/build/prose-style.ts";

export interface LanguageStatus {
  locale: string;
  inLocales: boolean;
  files: number;
  /** Values in its files: texts (a search-term list counts as one), numbers and flags. */
  keys: number;
  /** English's keys it lacks, those of missing files included. */
  missing: number;
  /**
   * Texts identical to English's, less those that read the same in every language (see
   * `readsTheSame`), each as "file: key path": not translated, so the folder is not complete.
   */
  sameAsEnglish: string[];
  /** What the loader's check finds: missing keys and files, and any other difference from English. */
  problems: string[];
}

/** Every value of a word file by its key path; a search-term list is one value. */
function valuesByPath(value: unknown, at: string, into: Map<string, unknown>, key = ""): Map<string, unknown> {
  if (Array.isArray(value) && !searchTermLists.has(key)) {
    value.forEach((item, index) => valuesByPath(item, `${at}[${index}]`, into, key));
  } else if (typeof value === "object" && value !== null && !Array.isArray(value)) {
    for (const [field, item] of Object.entries(value)) valuesByPath(item, `${at}.${field}`, into, field);
  } else {
    into.set(at, value);
  }
  return into;
}

/**
 * Whether a text may stay as English writes it in another language, so is not counted as
 * untranslated: a value that must match English (an id, slug or link); one with no letter
 * once its `{placeholders}` are taken out (placeholders, punctuation, numbers); an address
 * (URL, host name, e-mail); or a brand, store name or code from the style guide's list of
 * what stays in Latin letters (VisaUdaan, WhatsApp, App Store, DEL...).
 */
export function readsTheSame(text: string, key: string, sameTokens: ReadonlySet<string>): boolean {
  const words = text.replace(/\{\w+\}/g, "").trim();
  return (
    sameInEveryLanguage.has(key) ||
    !/\p{L}/u.test(words) ||
    /^(https?:\/\/\S+|[\w.-]+\.[a-z]{2,}(\/\S*)?|\S+@\S+)$/.test(words) ||
    sameTokens.has(words)
  );
}

/** The status of every language folder in `files`, English first. */
export function wordsStatus(
  files: WordFiles,
  shippedLocales: readonly string[],
  sameTokens: ReadonlySet<string>,
): LanguageStatus[] {
  const folders = [...new Set(Object.keys(files).map((file) => file.split("/")[0]!))];
  const valuesOf = (locale: string) =>
    new Map(
      areasOf(files, locale).flatMap((area) => [...valuesByPath(files[`${locale}/${area}.json`], area, new Map())]),
    );
  const englishValues = valuesOf(english);
  const ordered = [english, ...folders.filter((locale) => locale !== english).sort()];
  return ordered.map((locale) => {
    const values = valuesOf(locale);
    const sameAsEnglish = [...values]
      .filter(([at, value]) => {
        const key = at
          .replace(/\[\d+\]$/, "")
          .split(".")
          .pop()!;
        return (
          locale !== english &&
          typeof value === "string" &&
          value === englishValues.get(at) &&
          !readsTheSame(value, key, sameTokens)
        );
      })
      .map(([at]) => {
        const area = at.slice(0, at.indexOf("."));
        return `app/content/words/${locale}/${area}.json: ${at.slice(area.length + 1)}`;
      });
    return {
      locale,
      inLocales: shippedLocales.includes(locale),
      files: areasOf(files, locale).length,
      keys: values.size,
      missing: [...englishValues.keys()].filter((at) => !values.has(at)).length,
      sameAsEnglish,
      problems: locale === english ? [] : wordProblems(files, [english, locale]),
    };
  });
}

/** Complete: English's shape, and nothing still in English that a translation should say. */
export const isComplete = (row: LanguageStatus) => row.problems.length === 0 && row.sameAsEnglish.length === 0;

/** The status as a table, one row per language. */
export function statusTable(rows: LanguageStatus[]): string {
  const header = ["Language", "In locales", "Files", "Keys", "Missing", "Same as English", "Complete"];
  const cells = rows.map((row) => [
    row.locale,
    row.inLocales ? "yes" : "no",
    String(row.files),
    String(row.keys),
    String(row.missing),
    row.locale === english ? "-" : String(row.sameAsEnglish.length),
    isComplete(row) ? "yes" : "no",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, column) => (column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!)))
      .join("  ");
  return [line(header), ...cells.map(line)].join("\n");
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "../..");
  // What stays in Latin letters, in any language's style guide.
  const styleGuides = readdirSync(path.join(root, "docs")).filter((file) => file.endsWith("-style-guide.md"));
  const latin = styleGuides.flatMap(
    (file) => parseStyleGuide(readFileSync(path.join(root, "docs", file), "utf8"), "").latinAllowed,
  );
  const rows = wordsStatus(readContentFiles("words"), locales, new Set(latin));
  console.log(statusTable(rows));
  console.log(
    "\nSame as English leaves out what reads the same in every language: ids, slugs and links; text with no letter\nbut its {placeholders}; addresses; brands, store names and codes (the style guides in docs/, What stays in Latin letters).",
  );
  for (const row of rows.filter((each) => !isComplete(each))) {
    const notDone = [...row.problems, ...row.sameAsEnglish.map((at) => `${at}: still English's text`)];
    console.log(`\n${row.locale}: ${notDone.length} not done${row.inLocales ? "" : " (not in locales yet)"}`);
    for (const problem of notDone.slice(0, 20)) console.log(`  ${problem}`);
    if (notDone.length > 20) console.log(`  ... and ${notDone.length - 20} more`);
  }
  const incomplete = rows.filter((row) => row.inLocales && !isComplete(row));
  if (incomplete.length > 0) {
    console.error(`\nwords: ${incomplete.map(({ locale }) => locale).join(", ")} in locales but incomplete`);
    process.exitCode = 1;
  }
}
