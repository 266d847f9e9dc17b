/**
 * The Hindi style check, as a prose linter: docs/hindi-style-guide.md holds the rules and the
 * data (the glossary, the fixed wordings, the repetition limits and the Latin words allowed);
 * this module reads that data and finds, in the Hindi word files, words spelled two ways,
 * words the glossary rejects, a concept not in its fixed wording, Latin words that are not
 * allowed, the sentence faults a check can see (an answer without a verb, a first-person verb
 * with gender, a long aside in brackets) and a word repeated too often on one page.
 */

/** One concept of the glossary: its English name, the Hindi chosen and the Hindi refused. */
export interface GlossaryEntry {
  english: string;
  hindi: string[];
  /** Whole words or phrases; a trailing `*` also refuses every ending. */
  rejected: string[];
  /** Ordinary words the chosen one is preferred to: an editor's choice, not refused by the check. */
  preferredOver: string[];
}

/** A concept said in one wording: a sentence with all the words of one trigger group must have it. */
export interface FixedWording {
  concept: string;
  wording: string;
  triggers: string[][];
}

/** A word (a trailing `*` allows endings) and the most times one page may show it. */
export interface RepetitionLimit {
  word: string;
  atMost: number;
}

export interface StyleRules {
  glossary: GlossaryEntry[];
  fixedWordings: FixedWording[];
  repetition: RepetitionLimit[];
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
  kind: "spelling" | "glossary" | "wording" | "latin" | "sentence" | "repetition";
  word: string;
  /** Where the word is, as "file path". */
  where: string[];
  message: string;
}

/** The first Markdown table under the `## heading`, as rows of cells keyed by the header's names. */
function tableUnder(markdown: string, heading: string): Record<string, string>[] {
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
  const [header = [], , ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ""])));
}

const cellTerms = (cell: string) =>
  cell
    .split(/[·;]/)
    .map((term) => term.trim())
    .filter(Boolean);

/** The rules, read from the style guide's tables. */
export function parseStyleGuide(markdown: string): StyleRules {
  const glossary = tableUnder(markdown, "Glossary").map((row) => ({
    english: row["English"] ?? "",
    hindi: cellTerms(row["Hindi"] ?? ""),
    rejected: cellTerms(row["Rejected"] ?? ""),
    preferredOver: cellTerms(row["Preferred over"] ?? ""),
  }));
  const fixedWordings = tableUnder(markdown, "Fixed wordings").map((row) => ({
    concept: row["Concept"] ?? "",
    wording: row["Wording"] ?? "",
    triggers: (row["When a sentence has"] ?? "").split("·").map((group) =>
      group
        .split("+")
        .map((word) => word.trim())
        .filter(Boolean),
    ),
  }));
  const repetition = tableUnder(markdown, "Repetition").map((row) => ({
    word: row["Word"] ?? "",
    atMost: Number(row["At most on a page"]),
  }));
  const latinAllowed = tableUnder(markdown, "What stays in Latin letters").map((row) => row["Latin text"] ?? "");
  return { glossary, fixedWordings, repetition, latinAllowed };
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

/** A text's sentences, each without its end mark (। ? !) and trimmed. */
const sentences = (text: string) =>
  text
    .split(/[।?!]/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const placeholder = /\{\w+\}/g;

/** The last Devanagari word of a sentence, or "" when it has none. */
const lastWord = (sentence: string) => sentence.match(/[\u0900-\u0963\u0971-\u097F]+(?=[^\u0900-\u097F]*$)/)?.[0] ?? "";

/** Verb forms that close a sentence (docs/hindi-style-guide.md, Sentences): auxiliaries and past forms… */
const verbWords = new Set(
  "है हैं था थे थी थीं हो हूँ चाहिए गया गई गईं गए हुआ हुई हुए किया किए लिया दिया दिए रहा रही रहे".split(" "),
);
/** …the endings of futures, requests and participles ("के लिए" is no verb)… */
const verbEnding = /(?:गा|गी|गे|ें|एँ|इए|जिए|ता|ती|ते|तीं)$/;
/** …and the simple past of the verbs news writing ends on ("मिला", "बढ़ी", "बदले"). */
const simplePast = new RegExp(`^(?:${"मिल बढ़ घट लग बदल बन खुल हट चल रुक पहुँच".split(" ").join("|")})(?:ा|ी|े|ीं)$`);

/** Whether a word can end a whole Hindi sentence: a heuristic, tested on every answer of the site. */
export const isVerbForm = (word: string) => verbWords.has(word) || verbEnding.test(word) || simplePast.test(word);

/** A first-person verb with gender: "सकता हूँ", "चाहती हूँ", "करूँगा", "जाऊँगी". */
const genderedFirstPerson = /[\p{L}\p{M}]*(?:ता|ती|ा|ी) हूँ|[\p{L}\p{M}]*(?:ूँ|ऊँ)(?:गा|गी)(?![\p{L}\p{M}])/gu;

/** Text in round brackets, the inside captured. */
const bracketed = /\(([^()]*)\)/g;

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

  // Glossary: no rejected word anywhere, except inside a word or phrase the glossary chooses
  // ("सर्विस चार्ज" keeps its "चार्ज", "हमारा मिशन" its "मिशन").
  const chosen = rules.glossary
    .flatMap((entry) => entry.hindi)
    .sort((a, b) => b.length - a.length)
    .map((term) => termPattern(term));
  const withoutChosen = (text: string) =>
    chosen.reduce((remaining, pattern) => remaining.replace(pattern, " "), text.normalize("NFD"));
  const unchosen = texts.map((text) => ({ text, rest: withoutChosen(text.text) }));
  for (const entry of rules.glossary) {
    for (const term of entry.rejected) {
      const pattern = termPattern(term);
      for (const { text, rest } of unchosen) {
        for (const [found] of rest.matchAll(pattern)) {
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

  // Fixed wordings: a sentence about the concept says it in the one wording; a source's words are its own.
  for (const { concept, wording, triggers } of rules.fixedWordings) {
    for (const text of texts) {
      if (/(^|\.)says$/.test(text.path)) continue;
      for (const sentence of sentences(text.text)) {
        const about = triggers.some((group) => group.length > 0 && group.every((word) => sentence.includes(word)));
        if (about && !sentence.includes(wording)) {
          problems.push({
            kind: "wording",
            word: sentence,
            where: [at(text)],
            message: `says ${concept} in its own words: write "${wording}"`,
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

  // Sentences: an answer that begins with a verbless fragment, a first-person verb that
  // assumes a gender, an aside in brackets.
  for (const text of texts) {
    if (/(^|\.)answer$/.test(text.path)) {
      const [first = ""] = sentences(text.text.replace(placeholder, " "));
      const last = lastWord(first);
      if (!isVerbForm(last)) {
        problems.push({
          kind: "sentence",
          word: last,
          where: [at(text)],
          message: `the answer's first sentence "${first}" ends in "${last}", not a verb: say it as a whole sentence`,
        });
      }
    }
    for (const [found] of text.text.matchAll(genderedFirstPerson)) {
      problems.push({
        kind: "sentence",
        word: found,
        where: [at(text)],
        message: `"${found}" is a first-person verb that assumes a gender: make it impersonal ("क्या … किया जा सकता है?")`,
      });
    }
    for (const [found, inside = ""] of text.text.matchAll(bracketed)) {
      if (inside.includes(",") || inside.trim().split(/\s+/).length > 4) {
        problems.push({
          kind: "sentence",
          word: found,
          where: [at(text)],
          message: `"${found}" is an aside in brackets: make it a sentence or a clause of its own`,
        });
      }
    }
  }

  return problems;
}

/** The Hindi of one page: its own word files and the shell's, as the loaders put them together. */
export interface PageTexts {
  page: string;
  texts: readonly HindiText[];
}

/**
 * Words shown more often on one page than the style guide's Repetition table allows; `exempt`
 * is text left out of the count (the launch message, which stands where the page puts it).
 */
export function checkRepetition(
  pages: readonly PageTexts[],
  limits: readonly RepetitionLimit[],
  exempt: readonly string[],
): StyleProblem[] {
  const problems: StyleProblem[] = [];
  for (const { word, atMost } of limits) {
    const pattern = termPattern(word);
    for (const { page, texts } of pages) {
      const where = texts.flatMap((text) => {
        const counted = exempt.reduce((rest, phrase) => rest.replaceAll(phrase, " "), text.text).normalize("NFD");
        return [...counted.matchAll(pattern)].map(() => at(text));
      });
      if (where.length > atMost) {
        problems.push({
          kind: "repetition",
          word: word.replace(/\*$/, ""),
          where,
          message: `"${word.replace(/\*$/, "")}" appears ${where.length} times on ${page}, at most ${atMost}: say it once and let the future tense or "जल्द" carry the rest`,
        });
      }
    }
  }
  return problems;
}

/** One line per problem, naming the file, the key path and the word. */
export const describeProblem = (problem: StyleProblem) =>
  `${problem.kind}: ${problem.where.join("; ")}: ${problem.message}`;
