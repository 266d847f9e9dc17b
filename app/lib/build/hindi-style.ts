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

/**
 * Words that end like a request and are none: "में" and the pronouns built on it or on "-न्हें"
 * ("इसमें", "उन्हें", "हमें"), and the plural nouns in -एँ/-ें of the site's text ("सुविधाएँ").
 */
const requestLookalike = /(?:में|न्हें)$/;
const pluralNouns = new Set(
  "सुविधाएँ सेवाएँ सूचनाएँ सीमाएँ यात्राएँ घोषणाएँ भाषाएँ वेबसाइटें शर्तें तारीख़ें ख़बरें झीलें इमारतें चीज़ें क़तारें बातें रातें फ़्लाइटें".split(" "),
);

/** Whether a word can end a whole Hindi sentence: a heuristic, tested on every answer of the site. */
export const isVerbForm = (word: string) =>
  verbWords.has(word) ||
  simplePast.test(word) ||
  (verbEnding.test(word) && !requestLookalike.test(word) && !pluralNouns.has(word));

/** A first-person verb with gender: "सकता हूँ", "चाहती हूँ", "करूँगा", "जाऊँगी". */
const genderedFirstPerson = /[\p{L}\p{M}]*(?:ता|ती|ा|ी) हूँ|[\p{L}\p{M}]*(?:ूँ|ऊँ)(?:गा|गी)(?![\p{L}\p{M}])/gu;

/** A sum in dollars without the country ("185 डॉलर"): the site has US, Canadian and Singapore dollars. */
const bareDollar = /\d[\d,.]*\s+डॉलर/gu;

/** A dot of an address named on its own (".gov.az का बिंदु"): no reader can find it. */
const dotOfAddress = /\S*\.[a-z]{2,}\s+(?:का|के|की)\s+बिंदु/gu;

/** A source's name (a fact's `by`) is what the dating line puts before "ने", "की … घोषणा" or "के पेज". */
const sourceName = /(^|\.)by$/;
/**
 * …so it holds no comma that describes ("लीगलक्लैरिटी, एक … वेबसाइट"), only a list's ("गल्फ़ न्यूज़, द नेशनल
 * और ख़लीज टाइम्स", which reads before "ने" as one name), and does not end in a copy ("… की एक कॉपी के पेज").
 */
const sourceComma = /,(?!.*\sऔर\s[^,]*$)/gu;
const sourceEndsInCopy = /की(?: एक)? कॉपी$/gu;
/** …and a country's ministry takes "के" ("सिंगापुर के विदेश मंत्रालय"), unless an adjective names it ("जॉर्जियाई"). */
const sourceBareCountry = /^[\p{L}\p{M}]+(?<![ीईय]) विदेश मंत्रालय/gu;
/** An official site's name is filled before "पर" ("… की वेबसाइट पर पुष्टि करें"): the same oblique case. */
const sourceOrSiteName = /(^|\.)by$|^officialSites\./;

/** ईटीए (यात्रा अनुमति) is feminine: "ऑनलाइन ली गई ईटीए", never a masculine participle or adjective before it. */
const masculineEta = /(?<![\p{L}\p{M}])(?:गया|गए|लिया|दिया|नया|नए)\s+ईटीए(?![\p{L}\p{M}])/gu;

/** A description in brackets after a name ("वीज़ाएचक्यू (एक वीज़ा सेवा)"): it goes before the name. */
const describingBracket = /\(एक [^()]*\)/gu;

/** The dating templates, which every kind of source fills: a newspaper, an agency, an embassy, a bulletin. */
const datingTemplate = /^dating\./;
const newsWord = /ख़बर[\p{L}\p{M}]*/gu;

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
    {
      pattern: bareDollar,
      message: (found) => `"${found}" does not say whose dollar: write "अमेरिकी डॉलर", "कनाडाई डॉलर" or "सिंगापुर डॉलर"`,
    },
    {
      pattern: dotOfAddress,
      message: (found) =>
        `"${found}" names a dot of an address on its own: compare the whole addresses ("आधिकारिक पते evisa.gov.az से इसमें एक बिंदु कम है")`,
    },
    {
      pattern: sourceComma,
      paths: sourceName,
      message: () =>
        `a source's name holds a comma that is not a list's ("A, B और C"), which the dating line continues with "के पेज" or "ने": put the description before the name ("वीज़ा सेवा वीज़ाएचक्यू")`,
    },
    {
      pattern: sourceEndsInCopy,
      paths: sourceName,
      message: (found) =>
        `a source's name ends in "${found}", which the dating line continues with "के पेज" or "ने": name the source, then "(बुलेटिन की कॉपी)"`,
    },
    {
      pattern: sourceBareCountry,
      paths: sourceOrSiteName,
      message: (found) =>
        `"${found}" is not in the oblique case the dating line and the confirm link need: write the country with "के" ("सिंगापुर के विदेश मंत्रालय")`,
    },
    {
      pattern: masculineEta,
      message: (found) =>
        `"${found}" makes ईटीए masculine, and the site writes it feminine: "ली गई ईटीए", "ईटीए मिलती है"`,
    },
    {
      pattern: describingBracket,
      message: (found) => `"${found}" describes a name in brackets: put it before the name ("वीज़ा सेवा वीज़ाएचक्यू")`,
    },
    {
      pattern: newsWord,
      paths: datingTemplate,
      message: (found) =>
        `"${found}" is a newspaper's word, and a dating line also names agencies, embassies and bulletins: write "{by} ने {date} को बताया"`,
    },
  ],
  bracketWords: 4,
  sampleArguments: ["जापान", "कनाडा", "दुबई"],
  repetitionAdvice: `say it once and let the future tense or "जल्द" carry the rest`,
};
