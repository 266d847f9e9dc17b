/**
 * Hindi for the style check (prose-style.ts): docs/hindi-style-guide.md holds the rules and the
 * data; this module holds what the check needs to know of Hindi and Devanagari: how spellings
 * are compared (nukta, chandrabindu, half nasals), what ends a sentence and which verb forms
 * close one, and the first-person verbs that assume a gender.
 */
import type { ProseLanguage } from "./prose-style";

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

export const hindi: ProseLanguage = {
  column: "Hindi",
  word: devanagariWord,
  nativeDigits: /[\u0966-\u096F]/g,
  spellingKey,
  respelling: (word) =>
    anusvaraSpelling(word) === word.normalize("NFC")
      ? null
      : { spelling: anusvaraSpelling(word), rule: "has a half nasal letter before its own class" },
  sentenceEnd: /[।?!]/,
  isVerbForm,
  refused: [
    {
      pattern: genderedFirstPerson,
      message: (found) =>
        `"${found}" is a first-person verb that assumes a gender: make it impersonal ("क्या … किया जा सकता है?")`,
    },
  ],
  bracketWords: 4,
  sampleArguments: ["जापान", "कनाडा", "दुबई"],
  repetitionAdvice: `say it once and let the future tense or "जल्द" carry the rest`,
};
