/**
 * A language's style check, as a prose linter: the language's style guide in docs/ holds the
 * rules and the data (the glossary, the fixed wordings, the repetition limits and the Latin
 * words allowed); this module reads that data and finds, in the language's word files, words
 * spelled two ways, words the glossary rejects, a concept not in its fixed wording, Latin words
 * that are not allowed, the sentence faults a check can see (an answer without a verb, a form the
 * guide refuses, a long aside in brackets), native digits, invisible characters and a word
 * repeated too often on one page. What differs between languages (the script, how spellings are
 * compared, what ends a sentence, which forms are refused) is the language's `ProseLanguage`
 * (hindi-style.ts, tamil-style.ts).
 */

/** One concept of the glossary: its English name, the words chosen and the words refused. */
export interface GlossaryEntry {
  english: string;
  chosen: string[];
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
  /** Latin-letter words and phrases allowed in the language's text, besides addresses and placeholders. */
  latinAllowed: string[];
}

/** A string of the language and where it is: the content file and the key path inside it. */
export interface ProseText {
  file: string;
  path: string;
  text: string;
}

export interface StyleProblem {
  kind: "spelling" | "glossary" | "wording" | "latin" | "sentence" | "repetition" | "characters";
  word: string;
  /** Where the word is, as "file path". */
  where: string[];
  message: string;
}

/** A form the style guide refuses, where it refuses it (every key path when `paths` is absent). */
export interface RefusedForm {
  pattern: RegExp;
  paths?: RegExp;
  message: (found: string) => string;
}

/** What the check needs to know of a language beyond its style guide's tables. */
export interface ProseLanguage {
  /** The glossary's column that holds the language's words ("Hindi", "Tamil"). */
  column: string;
  /** A word of the script (letters and marks, no digits or punctuation), global. */
  word: RegExp;
  /** The script's own digits, global: the site writes 0-9. */
  nativeDigits: RegExp;
  /** A word as the spelling rules compare it: two words with one key are one word spelled two ways. */
  spellingKey: (word: string) => string;
  /** The spelling the guide asks for when a word breaks a rule of its own, else null. */
  respelling?: (word: string) => { spelling: string; rule: string } | null;
  /** What ends a sentence, global. */
  sentenceEnd: RegExp;
  /** Whether a word can end a whole sentence: the last word of an answer's first sentence. */
  isVerbForm: (word: string) => boolean;
  /** Forms refused in the text (a gendered verb, a first person in a question). */
  refused: readonly RefusedForm[];
  /** The most words a bracket may hold: more is an aside. */
  bracketWords: number;
  /** Arguments for content functions, in the language, so the template's words are what is checked. */
  sampleArguments: readonly string[];
  /** What to write instead of a word said too often (the repetition message's advice). */
  repetitionAdvice: string;
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

/** The rules, read from a style guide's tables; `column` names the glossary's column of the language. */
export function parseStyleGuide(markdown: string, column: string): StyleRules {
  const glossary = tableUnder(markdown, "Glossary").map((row) => ({
    english: row["English"] ?? "",
    chosen: cellTerms(row[column] ?? ""),
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
const notProse = new Set(["id", "slug", "imageUrl", "href", "keywords", "aliases", "spellings", "ignored", "joiners"]);

const isComponent = (value: unknown) => typeof value === "object" && value !== null && "$$typeof" in value;

/**
 * Every string in a value, with its key path: objects and lists are walked, functions are
 * called with the sample arguments, and keys that are not prose are skipped.
 */
export function proseTexts(value: unknown, file: string, sampleArguments: readonly string[], path = ""): ProseText[] {
  if (typeof value === "string") return [{ file, path, text: value }];
  if (typeof value === "function") {
    const fn = value as (...args: string[]) => unknown;
    const args = sampleArguments.slice(0, fn.length);
    return proseTexts(fn(...args), file, sampleArguments, `${path}(${args.join(", ")})`);
  }
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => proseTexts(item, file, sampleArguments, `${path}[${index}]`));
  }
  if (typeof value === "object" && value !== null && !isComponent(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      notProse.has(key) ? [] : proseTexts(item, file, sampleArguments, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A term as a whole-word pattern; `*` at its end allows any ending. */
export function termPattern(term: string): RegExp {
  const prefix = term.endsWith("*");
  const body = escapeRegExp((prefix ? term.slice(0, -1) : term).normalize("NFD"));
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}${prefix ? "[\\p{L}\\p{M}]*" : ""}(?![\\p{L}\\p{M}\\p{N}])`, "gu");
}

/** Text that may be Latin without being a word: e-mail and web addresses, host names, placeholders. */
const addresses = [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, /https?:\/\/\S+/g, /\b[a-z0-9-]+(?:\.[a-z0-9-]+)+\b/g, /\{\w+\}/g];

const latinWord = /[A-Za-z][A-Za-z0-9]*/g;

/** Characters no word file should hold: zero-width joiners, which no reader sees and search must fold away. */
const invisible = /[\u200B-\u200D\u2060\uFEFF]/g;

const at = ({ file, path }: ProseText) => `${file} ${path}`;

const placeholder = /\{\w+\}/g;

/** Text in round brackets, the inside captured. */
const bracketed = /\(([^()]*)\)/g;

/** Every way the texts break the rules, grouped by word. */
export function checkStyle(texts: readonly ProseText[], rules: StyleRules, language: ProseLanguage): StyleProblem[] {
  const problems: StyleProblem[] = [];
  const sentences = (text: string) =>
    text
      .split(language.sentenceEnd)
      .map((sentence) => sentence.trim())
      .filter(Boolean);
  const lastWord = (sentence: string) => [...sentence.matchAll(language.word)].at(-1)?.[0] ?? "";

  // Spelling: one spelling per word across the site, and each word as its own rules write it.
  const spellings = new Map<string, Map<string, string[]>>();
  for (const text of texts) {
    for (const [word] of text.text.matchAll(language.word)) {
      const key = language.spellingKey(word);
      const forms = spellings.get(key) ?? new Map<string, string[]>();
      forms.set(word, [...(forms.get(word) ?? []), at(text)]);
      spellings.set(key, forms);
    }
  }
  for (const forms of spellings.values()) {
    for (const [word, where] of forms) {
      const respelt = language.respelling?.(word);
      if (respelt) {
        problems.push({
          kind: "spelling",
          word,
          where,
          message: `"${word}" ${respelt.rule}: write "${respelt.spelling}"`,
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

  // Characters: NFC, no invisible joiners, no native digits.
  for (const text of texts) {
    if (text.text !== text.text.normalize("NFC")) {
      problems.push({
        kind: "characters",
        word: text.text,
        where: [at(text)],
        message: "is not in Unicode NFC: save it composed",
      });
    }
    for (const [found] of text.text.matchAll(invisible)) {
      const code = `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
      problems.push({
        kind: "characters",
        word: code,
        where: [at(text)],
        message: `holds an invisible ${code}: delete it`,
      });
    }
    for (const [found] of text.text.matchAll(language.nativeDigits)) {
      problems.push({
        kind: "characters",
        word: found,
        where: [at(text)],
        message: `"${found}" is a ${language.column} numeral: write the digits 0-9`,
      });
    }
  }

  // Glossary: no rejected word anywhere, except inside a longer word or phrase the glossary
  // chooses ("சேவைக் கட்டணம்" keeps its "கட்டணம்", "हमारा मिशन" its "मिशन"); a rejected phrase
  // that holds a chosen word ("ई वीज़ा", "விசா உடான்") is still refused.
  const chosen = rules.glossary.flatMap((entry) => entry.chosen).map((term) => termPattern(term));
  const chosenSpans = (text: string) =>
    chosen.flatMap((pattern) =>
      [...text.matchAll(pattern)].map((found) => [found.index, found.index + found[0].length]),
    );
  const decomposed = texts.map((text) => {
    const nfd = text.text.normalize("NFD");
    return { text, nfd, spans: chosenSpans(nfd) };
  });
  for (const entry of rules.glossary) {
    for (const term of entry.rejected) {
      const pattern = termPattern(term);
      for (const { text, nfd, spans } of decomposed) {
        for (const found of nfd.matchAll(pattern)) {
          const [start, end] = [found.index, found.index + found[0].length];
          if (spans.some(([from, to]) => from! <= start && end <= to! && to! - from! > end - start)) continue;
          const word = found[0].normalize("NFC");
          problems.push({
            kind: "glossary",
            word,
            where: [at(text)],
            message: `"${word}" is rejected for "${entry.english}": write ${entry.chosen.map((term) => `"${term}"`).join(" or ")}`,
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

  // Sentences: an answer that begins with a verbless fragment, a form the guide refuses, an
  // aside in brackets.
  for (const text of texts) {
    if (/(^|\.)answer$/.test(text.path)) {
      const [first = ""] = sentences(text.text.replace(placeholder, " "));
      const last = lastWord(first);
      const words = first.split(/\s+/).filter(Boolean).length;
      if (!language.isVerbForm(last) || words < 2) {
        problems.push({
          kind: "sentence",
          word: last,
          where: [at(text)],
          message: `the answer's first sentence "${first}" ends in "${last}", not a verb: say it as a whole sentence`,
        });
      }
    }
    for (const { pattern, paths, message } of language.refused) {
      if (paths && !paths.test(text.path)) continue;
      for (const [found] of text.text.matchAll(pattern)) {
        problems.push({ kind: "sentence", word: found, where: [at(text)], message: message(found) });
      }
    }
    for (const [found, inside = ""] of text.text.matchAll(bracketed)) {
      if (inside.includes(",") || inside.trim().split(/\s+/).length > language.bracketWords) {
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

/** The text of one page: its own word files and the shell's, as the page files put them together. */
export interface PageTexts {
  page: string;
  texts: readonly ProseText[];
}

/**
 * Words shown more often on one page than the style guide's Repetition table allows; `exempt`
 * is text left out of the count (the launch message, which stands where the page puts it).
 */
export function checkRepetition(
  pages: readonly PageTexts[],
  limits: readonly RepetitionLimit[],
  exempt: readonly string[],
  language: Pick<ProseLanguage, "repetitionAdvice">,
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
          message: `"${word.replace(/\*$/, "")}" appears ${where.length} times on ${page}, at most ${atMost}: ${language.repetitionAdvice}`,
        });
      }
    }
  }
  return problems;
}

/** One line per problem, naming the file, the key path and the word. */
export const describeProblem = (problem: StyleProblem) =>
  `${problem.kind}: ${problem.where.join("; ")}: ${problem.message}`;
