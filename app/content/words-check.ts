/**
 * The words of every language, as data (docs/decisions/0017-content-as-data.md): the check of
 * each language's word files against English, and the filling of the site's values. Plain
 * functions over the files' parsed JSON, so the Vite loader (words.ts) and node scripts
 * (`npm run words`, the brand images) share them. Relative imports with
 * extensions: node runs this file as it is.
 */
import { type Locale, type Localized, locales, pseudoLocale } from "../config/locales.ts";
import { site } from "../config/site.ts";
import { pseudoLocalize } from "../lib/build/pseudo-locale.ts";
import { fillTemplate } from "../lib/logic/template.ts";

/** Each word file's parsed JSON by its path under `wordsFolder`: "en/shell.json", "hi/guides/japan.json". */
export type WordFiles = Record<string, unknown>;

const wordsFolder = "app/content/words";

/** The language every other is checked against: its files define the keys, lists and placeholders. */
export const english = "en";

/** Fields whose value is an identifier or a link: the same in every language. */
export const sameInEveryLanguage: ReadonlySet<string> = new Set(["id", "slug", "href", "url", "imageUrl"]);

/** Search terms: each language lists what its own visitors type, so these lists differ in length. */
export const searchTermLists: ReadonlySet<string> = new Set(["keywords", "aliases", "spellings", "ignored", "joiners"]);

/** The site's values, written `{siteName}` in the words and filled in at load. */
const siteValues: Record<string, string> = {
  siteName: site.name,
  supportEmail: site.contact.supportEmail,
  copyrightYear: String(site.copyrightYear),
};

/** The distinct `{placeholders}` of a text, sorted. */
function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

/** The file a language's words for an area are in, as the repository names it. */
export function wordFilePath(locale: string, area: string): string {
  return `${wordsFolder}/${locale}/${area}.json`;
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

const describePlaceholders = (names: string[]) => (names.length === 0 ? "none" : names.join(", "));

function keyPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return parent === "" ? key : `${parent}.${key}`;
}

/** Walks English and another language side by side: what differs, as "key path: what". */
function compare(en: unknown, other: unknown, key: string, path: string, problems: string[]): void {
  const at = path === "" ? "(whole file)" : path;
  if (kindOf(en) !== kindOf(other)) {
    problems.push(`${at}: ${kindOf(en)} in English, ${kindOf(other)} here`);
    return;
  }
  if (typeof en === "string") {
    const text = other as string;
    if (sameInEveryLanguage.has(key)) {
      if (text !== en) problems.push(`${at}: must be ${JSON.stringify(en)} as in English, is ${JSON.stringify(text)}`);
      return;
    }
    const [enPlaceholders, otherPlaceholders] = [placeholdersOf(en), placeholdersOf(text)];
    if (enPlaceholders.join() !== otherPlaceholders.join()) {
      problems.push(
        `${at}: placeholders ${describePlaceholders(enPlaceholders)} in English, ${describePlaceholders(otherPlaceholders)} here`,
      );
    }
  } else if (Array.isArray(en)) {
    if (searchTermLists.has(key)) return;
    const list = other as unknown[];
    if (list.length !== en.length) problems.push(`${at}: ${en.length} items in English, ${list.length} here`);
    for (let index = 0; index < Math.min(en.length, list.length); index += 1) {
      compare(en[index], list[index], key, keyPath(path, index), problems);
    }
  } else if (typeof en === "object" && en !== null) {
    const [enObject, otherObject] = [en as Record<string, unknown>, other as Record<string, unknown>];
    for (const field of Object.keys(enObject)) {
      if (!(field in otherObject)) problems.push(`${keyPath(path, field)}: missing key (English has it)`);
      else compare(enObject[field], otherObject[field], field, keyPath(path, field), problems);
    }
    for (const field of Object.keys(otherObject)) {
      if (!(field in enObject)) problems.push(`${keyPath(path, field)}: extra key (not in English)`);
    }
  } else if (other !== en) {
    // Numbers, booleans and null are not words: the same in every language.
    problems.push(`${at}: must be ${JSON.stringify(en)} as in English, is ${JSON.stringify(other)}`);
  }
}

/** Where one language's file differs from English's in shape, placeholders or fixed values. */
function compareWithEnglish(en: unknown, other: unknown): string[] {
  const problems: string[] = [];
  compare(en, other, "", "", problems);
  return problems;
}

/** The areas (file paths without ".json") a language has, from the files' paths. */
export function areasOf(files: WordFiles, locale: string): string[] {
  const prefix = `${locale}/`;
  return Object.keys(files)
    .filter((file) => file.startsWith(prefix) && file.endsWith(".json"))
    .map((file) => file.slice(prefix.length, -".json".length))
    .sort();
}

/**
 * Every problem of the languages' word files against English, each naming the file
 * (app/content/words/<locale>/<area>.json) and, inside it, the key path: a missing or extra
 * file, a missing or extra key, another kind of value, a list of another length, other
 * placeholders, or another identifier, link or number.
 */
export function wordProblems(files: WordFiles, languages: readonly string[] = locales): string[] {
  const englishAreas = areasOf(files, english);
  if (englishAreas.length === 0) return [`${wordsFolder}/${english}: no word files`];
  return languages
    .filter((locale) => locale !== english)
    .flatMap((locale) => {
      const areas = areasOf(files, locale);
      return [
        ...englishAreas.flatMap((area) =>
          areas.includes(area)
            ? compareWithEnglish(files[`${english}/${area}.json`], files[`${locale}/${area}.json`]).map(
                (problem) => `${wordFilePath(locale, area)}: ${problem}`,
              )
            : [`${wordFilePath(locale, area)}: missing file (English has ${wordFilePath(english, area)})`],
        ),
        ...areas
          .filter((area) => !englishAreas.includes(area))
          .map((area) => `${wordFilePath(locale, area)}: extra file (not in English)`),
      ];
    });
}

/**
 * A value with `values` filled into every text: content a module derives from other content
 * (`{dataProtection}`, `{notAffiliated}`) is written once and filled in where it is repeated.
 */
export function withValues<T>(value: T, values: Record<string, string>): T {
  if (typeof value === "string") return fillTemplate(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withValues(item, values)) as T;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, withValues(field, values)])) as T;
  }
  return value;
}

/** A value with the site's values filled into every text: `{siteName}`, `{supportEmail}`, `{copyrightYear}`. */
export function withSiteValues<T>(value: T): T {
  return withValues(value, siteValues);
}

/** One area's words in every language, the site's values filled in. */
export function localizedWords<T>(files: WordFiles, area: string): Localized<T> {
  return Object.fromEntries(
    locales.map((locale: Locale) => {
      const file = `${locale}/${area}.json`;
      if (!(file in files)) throw new Error(`${wordFilePath(locale, area)}: no such word file`);
      return [locale, withSiteValues(files[file])];
    }),
  ) as Localized<T>;
}

/**
 * English's words as the pseudo-locale writes them: identifiers, links and search terms kept,
 * and names every other language writes as English does ("Unsplash", "App Store").
 */
function pseudoWords(en: unknown, others: unknown[], key: string): unknown {
  const at = (field: string | number) => others.map((other) => (other as Record<string, unknown> | undefined)?.[field]);
  if (typeof en === "string") {
    const name = others.length > 0 && others.every((other) => other === en);
    return sameInEveryLanguage.has(key) || name ? en : pseudoLocalize(en);
  }
  if (Array.isArray(en))
    return searchTermLists.has(key) ? en : en.map((item, index) => pseudoWords(item, at(index), key));
  if (typeof en === "object" && en !== null) {
    return Object.fromEntries(Object.entries(en).map(([field, item]) => [field, pseudoWords(item, at(field), field)]));
  }
  return en;
}

/** The files with the pseudo-locale's, made from English's, where the tests list it (decision 0017). */
export function withPseudoLocale(files: WordFiles): WordFiles {
  if (!locales.includes(pseudoLocale)) return files;
  const others = locales.filter((locale) => locale !== english && locale !== pseudoLocale);
  const pseudoFiles = areasOf(files, english).map((area) => [
    `${pseudoLocale}/${area}.json`,
    pseudoWords(
      files[`${english}/${area}.json`],
      others.map((locale) => files[`${locale}/${area}.json`]),
      "",
    ),
  ]);
  return { ...files, ...Object.fromEntries(pseudoFiles) };
}

/** Word files as import.meta.glob returns them ("./words/en/shell.json"), keyed by their path in the folder. */
export function underWordsFolder(globbed: Record<string, unknown>): WordFiles {
  return Object.fromEntries(Object.entries(globbed).map(([file, words]) => [file.replace(/^.*?\/words\//, ""), words]));
}
