/**
 * The Hindi style check, as a prose linter: docs/hindi-style-guide.md holds the rules and the
 * data (the glossary and the Latin words allowed); this module reads that data and finds, in
 * the Hindi strings of the content modules, words spelled two ways, words the glossary
 * rejects and Latin words that are not allowed.
 */

/** One concept of the glossary: its English name, the Hindi chosen and the Hindi refused. */
export interface GlossaryEntry {
  english: string;
  hindi: string[];
  /** Whole words or phrases; a trailing `*` also refuses every ending. */
  rejected: string[];
}

export interface StyleRules {
  glossary: GlossaryEntry[];
  /** Latin-letter words and phrases allowed in Hindi text, besides addresses and placeholders. */
  latinAllowed: string[];
}

/** A Hindi string and where it is: the content file and the key path inside its export. */
export interface HindiText {
  file: string;
  path: string;
  text: string;
}

export interface StyleProblem {
  kind: "spelling" | "glossary" | "latin";
  word: string;
  /** Where the word is, as "file path". */
  where: string[];
  message: string;
}

/** The rows of the first Markdown table under the `## heading`, as cells, header and rule dropped. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start === -1) throw new Error(`The style guide has no "## ${heading}" section`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith("## ")) break;
    if (!line.trim().startsWith("|")) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .trim()
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim()),
    );
  }
  // Header row and the |---| rule.
  return rows.slice(2);
}

const cellTerms = (cell: string) =>
  cell
    .split(/[·;]/)
    .map((term) => term.trim())
    .filter(Boolean);

/** The glossary and the allowed Latin words, read from the style guide's two tables. */
export function parseStyleGuide(markdown: string): StyleRules {
  const glossary = tableUnder(markdown, "Glossary").map(([english = "", hindi = "", rejected = ""]) => ({
    english,
    hindi: cellTerms(hindi),
    rejected: cellTerms(rejected),
  }));
  const latinAllowed = tableUnder(markdown, "What stays in Latin letters").map(([latin = ""]) => latin);
  return { glossary, latinAllowed };
}

/** Keys whose values are not prose: identifiers, addresses, and the search terms people type. */
const notProse = new Set(["id", "slug", "imageUrl", "href", "keywords", "aliases", "spellings"]);

/** Arguments for content functions, in Hindi, so the template's words are what is checked. */
const sampleArguments = ["जापान", "कनाडा", "दुबई"];

const isComponent = (value: unknown) => typeof value === "object" && value !== null && "$$typeof" in value;

/**
 * Every Hindi string in a value, with its key path: objects and lists are walked, functions
 * are called with Hindi sample arguments, and keys that are not prose are skipped.
 */
export function hindiTexts(value: unknown, file: string, path = ""): HindiText[] {
  if (typeof value === "string") return [{ file, path, text: value }];
  if (typeof value === "function") {
    const fn = value as (...args: string[]) => unknown;
    const args = sampleArguments.slice(0, fn.length);
    return hindiTexts(fn(...args), file, `${path}(${args.join(", ")})`);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => hindiTexts(item, file, `${path}[${index}]`));
  if (typeof value === "object" && value !== null && !isComponent(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      notProse.has(key) ? [] : hindiTexts(item, file, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** A Devanagari word: letters and marks, not digits or dandas. */
const devanagariWord = /[\u0900-\u0963\u0971-\u097F]+/g;

const NUKTA = "\u093C";
const CHANDRABINDU = "\u0901";
const ANUSVARA = "\u0902";
const VIRAMA = "\u094D";

/** Each nasal letter and the consonants of its class, before which Hindi writes an anusvara. */
const nasalClasses: [nasal: string, consonants: string][] = [
  ["ङ", "कखगघ"],
  ["ञ", "चछजझ"],
  ["ण", "टठडढ"],
  ["न", "तथदध"],
  ["म", "पफबभ"],
];
const halfNasal = new RegExp(
  nasalClasses.map(([nasal, consonants]) => `${nasal}${VIRAMA}(?=[${consonants}])`).join("|"),
  "g",
);

/** A word as the spelling rules compare it: nukta dropped, chandrabindu and half nasals as anusvara. */
export function spellingKey(word: string): string {
  return word.normalize("NFD").replaceAll(NUKTA, "").replaceAll(CHANDRABINDU, ANUSVARA).replace(halfNasal, ANUSVARA);
}

/** The anusvara spelling of a word written with a half nasal letter before its own class. */
const anusvaraSpelling = (word: string) => word.normalize("NFD").replace(halfNasal, ANUSVARA).normalize("NFC");

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A rejected term as a whole-word pattern; `*` at its end allows any ending. */
function termPattern(term: string): RegExp {
  const prefix = term.endsWith("*");
  const body = escapeRegExp((prefix ? term.slice(0, -1) : term).normalize("NFD"));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}${prefix ? "[\\p{L}\\p{M}]*" : ""}(?![\\p{L}\\p{M}\\p{N}])`, "gu");
}

/** Text that may be Latin in Hindi without being a word: e-mail and web addresses, host names, placeholders. */
const addresses = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /https?:\/\/\S+/g, /\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/g, /\{\w+\}/g];

const latinWord = /[A-Za-z][A-Za-z0-9]*/g;

const at = ({ file, path }: HindiText) => `${file} ${path}`;

/** Every way the Hindi texts break the rules, grouped by word. */
export function checkHindiStyle(texts: readonly HindiText[], rules: StyleRules): StyleProblem[] {
  const problems: StyleProblem[] = [];

  // Spelling: one spelling per word across the site, and anusvara before a nasal's own class.
  const spellings = new Map<string, Map<string, string[]>>();
  for (const text of texts) {
    for (const [word] of text.text.matchAll(devanagariWord)) {
      const key = spellingKey(word);
      const forms = spellings.get(key) ?? new Map<string, string[]>();
      forms.set(word, [...(forms.get(word) ?? []), at(text)]);
      spellings.set(key, forms);
    }
  }
  for (const forms of spellings.values()) {
    for (const [word, where] of forms) {
      if (anusvaraSpelling(word) !== word.normalize("NFC")) {
        problems.push({
          kind: "spelling",
          word,
          where,
          message: `"${word}" has a half nasal letter before its own class: write "${anusvaraSpelling(word)}"`,
        });
      }
    }
    if (forms.size > 1) {
      const all = [...forms].map(([word, where]) => `"${word}" (${where.join("; ")})`).join(", ");
      for (const [word, where] of forms) {
        problems.push({ kind: "spelling", word, where, message: `spelled more than one way across the site: ${all}` });
      }
    }
  }

  // Glossary: no rejected word anywhere.
  for (const entry of rules.glossary) {
    for (const term of entry.rejected) {
      const pattern = termPattern(term);
      for (const text of texts) {
        for (const [found] of text.text.normalize("NFD").matchAll(pattern)) {
          const word = found.normalize("NFC");
          problems.push({
            kind: "glossary",
            word,
            where: [at(text)],
            message: `"${word}" is rejected for "${entry.english}": write ${entry.hindi.map((hindi) => `"${hindi}"`).join(" or ")}`,
          });
        }
      }
    }
  }

  // Latin letters: only the allowed words, addresses and placeholders.
  const allowed = [...rules.latinAllowed]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(phrase)}(?![A-Za-z0-9])`, "g"));
  for (const text of texts) {
    const rest = [...addresses, ...allowed].reduce((remaining, pattern) => remaining.replace(pattern, " "), text.text);
    for (const [word] of rest.matchAll(latinWord)) {
      problems.push({
        kind: "latin",
        word,
        where: [at(text)],
        message: `"${word}" is in Latin letters and not in the style guide's list`,
      });
    }
  }

  return problems;
}

/** One line per problem, naming the file, the key path and the word. */
export const describeProblem = (problem: StyleProblem) =>
  `${problem.kind}: ${problem.where.join("; ")}: ${problem.message}`;
