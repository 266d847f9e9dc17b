/**
 * Bengali for the style check (prose-style.ts): docs/bengali-style-guide.md holds the rules and
 * the data; this module holds what the check needs to know of Bengali: how spellings are
 * compared (long and short i and u, ঙ and ং, khanda ta), the spellings the guide asks for (no
 * ও-কার on verb endings, কোনও, -ি on loanwords' adjectives, no final hasanta), what ends a
 * sentence and which verb forms close one, and the forms it refuses.
 */
import type { ProseLanguage } from "./prose-style";

/** A Bengali word: letters and marks, not digits, currency signs or the danda. */
const bengaliWord = /[\u0980-\u09E3\u09F0-\u09FE]+/g;

/** A pattern of the guide's words, composed as the word files are (NFC keeps য় as য + nukta). */
const nfc = (source: string, flags = "gu") => new RegExp(source.normalize("NFC"), flags);

/** Not preceded or followed by a letter or mark: a whole word. */
const wordStart = "(?<![\\p{L}\\p{M}])";
const wordEnd = "(?![\\p{L}\\p{M}])";
const whole = (alternatives: string) => nfc(`${wordStart}(?:${alternatives})${wordEnd}`);

/**
 * A word as the spelling rules compare it: long i and u as short (the reform's confusion:
 * বিমা, বীমা), ঙ closing a syllable as ং (শ্রীলঙ্কা, শ্রীলংকা), khanda ta as ত with a hasanta,
 * ষ্ট as স্ট (পোস্ট, পোষ্ট), no nukta on জ. কি and কী are two words (yes-or-no and "what").
 */
export function spellingKey(word: string): string {
  if (word === "কি" || word === "কী") return word;
  return word
    .normalize("NFD")
    .replaceAll("\u09C0", "\u09BF")
    .replaceAll("\u09C2", "\u09C1")
    .replaceAll("\u0988", "\u0987")
    .replaceAll("\u098A", "\u0989")
    .replaceAll("\u0999\u09CD", "\u0982")
    .replaceAll("\u09CE", "\u09A4\u09CD")
    .replaceAll("\u09B7\u09CD\u099F", "\u09B8\u09CD\u099F")
    .replaceAll("\u099C\u09BC", "\u099C");
}

/**
 * Words the guide spells another way, with the rule (docs/bengali-style-guide.md, Spelling):
 * the emphatic -ও as a letter, no ও-কার on a verb's ending, -ি on a loanword or a non-tatsama
 * adjective, the short vowel in a loanword.
 */
const respelt: Record<string, [spelling: string, rule: string]> = Object.fromEntries(
  (
    [
      ...["কোনো:কোনও", "এখনো:এখনও", "আরো:আরও", "কখনো:কখনও", "তখনো:তখনও", "যখনো:যখনও"].map(
        (pair) => [pair, "takes the emphatic -ও as a letter, as the Kolkata dailies write it"] as const,
      ),
      ...[
        "হলো:হল",
        "গেলো:গেল",
        "এলো:এল",
        "দিলো:দিল",
        "নিলো:নিল",
        "পেলো:পেল",
        "ছিলো:ছিল",
        "করলো:করল",
        "বললো:বলল",
        "হতো:হত",
        "করতো:করত",
        "পারতো:পারত",
        "যেতো:যেত",
        "করবো:করব",
        "পারবো:পারব",
        "দেবো:দেব",
        "নেবো:নেব",
        "জানাবো:জানাব",
        "পাঠাবো:পাঠাব",
        "চাইবো:চাইব",
        "হবো:হব",
      ].map(
        (pair) => [pair, "has a ও-কার on its verb ending, which the Akademi and the dailies do not write"] as const,
      ),
      ...[
        "সরকারী:সরকারি",
        "দরকারী:দরকারি",
        "বিদেশী:বিদেশি",
        "দেশী:দেশি",
        "ইংরেজী:ইংরেজি",
        "হিন্দী:হিন্দি",
        "জাপানী:জাপানি",
        "ফরাসী:ফরাসি",
        "আরবী:আরবি",
        "বাঙালী:বাঙালি",
        "পাকিস্তানী:পাকিস্তানি",
        "জরুরী:জরুরি",
        "তৈরী:তৈরি",
        "ফী:ফি",
        "গ্রীন:গ্রিন",
        "রুপী:রুপি",
        "বীমা:বিমা",
      ].map((pair) => [pair, "is a loanword or a non-tatsama -ি ending, which takes the short vowel"] as const),
    ] as const
  ).map(([pair, rule]) => {
    const [wrong, right] = pair.split(":") as [string, string];
    return [wrong.normalize("NFC"), [right.normalize("NFC"), rule]];
  }),
);

/**
 * The spelling the guide asks for: a listed word's; ঙ closing a syllable as ং (রঙ, রং;
 * বাঙলা, বাংলা); a word without its final hasanta.
 */
export function respelling(word: string): { spelling: string; rule: string } | null {
  const listed = respelt[word.normalize("NFC")];
  if (listed) return { spelling: listed[0], rule: listed[1] };
  const withAnusvara = word.replace(/\u0999(?=[\u0995-\u09B9]|$)/g, "\u0982");
  if (withAnusvara !== word)
    return { spelling: withAnusvara, rule: "has ঙ closing a syllable, where no conjunct follows: write ং" };
  if (word.endsWith("\u09CD"))
    return { spelling: word.slice(0, -1), rule: "ends in a hasanta, which the edition does not write" };
  return null;
}

/** Finite verbs that end a sentence whole (docs/bengali-style-guide.md, Sentences). */
const verbWords = new Set(
  "আছে আছেন নেই নয় না নি নিন হয় হবে হল যায় যাবে পারে পারেন পারবেন পাবেন লাগে লাগবে লাগতে দেয় নেয় দেন নেন চায় চান থাকে থাকবে থাকছে রয়েছে ছিল ছিলেন দরকার বাধ্যতামূলক"
    .split(" ")
    .map((word) => word.normalize("NFC")),
);
/**
 * The endings of finite verbs: present, past, future, request and negative past forms ("করেন",
 * "জানিয়েছে", "দেখুন", "পাইনি", "হয়নি")…
 */
const verbEnding = nfc("(?:েন|ুন|বে|ব|ছে|ছেন|ল|লেন|লাম|ে|য়|ই|ও|ইনি|য়নি|েনি)$", "u");
/** …but not the conditional in -লে ("হলে") or the infinitive in -তে ("করতে"), which join a clause to what follows. */
const notFinal = nfc("(?:লে|তে)$", "u");

/** Whether a word can end a whole Bengali sentence: a heuristic, tested on every answer of the site. */
export const isVerbForm = (word: string) =>
  verbWords.has(word.normalize("NFC")) || (verbEnding.test(word) && !notFinal.test(word));

/** The reader addressed as তুমি or তুই: the site says আপনি. */
const familiarYou = whole("তুমি|তোমার|তোমাকে|তোমাদের|তুই|তোর|তোকে");

/** A first person in a question: questions are impersonal ("… আবেদন করা যাবে?"). */
const firstPerson = whole("আমি|আমার|আমাকে|আমরা|আমাদের");

/** সাধু ভাষা forms: the edition writes চলিত ভাষা. */
const sadhuForms = nfc(
  `${wordStart}(?:তাহা|তাহার|তাহাদের|যাহা|যাহার|ইহা|উহা|হইবে|হইল|হইয়া[\\p{L}\\p{M}]*|করিয়া[\\p{L}\\p{M}]*|দিয়াছে|গিয়াছে|পাইবেন|করিবেন)${wordEnd}`,
);

/** A sum in dollars without the country ("185 ডলার"): the site has US, Canadian and Singapore dollars. */
const bareDollar = nfc("\\d[\\d,.]*\\s+ডলার");

/**
 * A case ending joined to a Latin word or a number without the hyphen ("WhatsAppএ", "2026এর");
 * a classifier after a digit is joined directly ("29টি").
 */
const unhyphenatedEnding = nfc(
  "[\\w.]*[A-Za-z][\\u0980-\\u09FF]+|(?<![\\w.])[\\d,.]*[0-9](?!টি|টা|জন)[\\u0980-\\u09FF]+",
);

/**
 * A case ending on a placeholder other than the brand's: no ending suits every name it is
 * filled with. A classifier after a number's placeholder is a number's ("{count}টি").
 */
const placeholderEnding = nfc("\\{(?!siteName\\})\\w+\\}-?(?!টি|টা|জন)[\\u0980-\\u09FF]+");

/** A duration before "cannot apply", which reads as a ban on applying that early. */
const windowAsBan = nfc(
  `${wordStart}(?:মাস|দিন|সপ্তাহ)[\\p{L}\\p{M}]*\\s+আগে\\s+আবেদন\\s+(?:করা\\s+)?(?:যায়|যাবে|করতে\\s+পারবেন)\\s+না${wordEnd}`,
);

/** The dating templates, which every kind of source fills: a newspaper, an agency, an embassy. */
const datingTemplate = /^dating\./;
const newsWord = nfc("খবর[\\p{L}\\p{M}]*");

/** A Latin full stop after Bengali text: the sentence ends in a দাঁড়ি. */
const latinFullStop = nfc("[\\u0980-\\u09FF]+\\.(?=\\s|$)");

export const bengali: ProseLanguage = {
  column: "Bengali",
  word: bengaliWord,
  nativeDigits: /[\u09E6-\u09EF]/g,
  spellingKey,
  respelling,
  sentenceEnd: /[।?!]/,
  isVerbForm,
  refused: [
    {
      pattern: familiarYou,
      message: (found) => `"${found}" addresses the reader as তুমি or তুই: the reader is আপনি`,
    },
    {
      pattern: firstPerson,
      paths: /(^|\.)question$/,
      message: (found) => `"${found}" is a first person in a question: make it impersonal ("… আবেদন করা যাবে?")`,
    },
    {
      pattern: sadhuForms,
      message: (found) => `"${found}" is সাধু ভাষা: write চলিত ("তার", "হবে", "করে")`,
    },
    {
      pattern: bareDollar,
      message: (found) =>
        `"${found}" does not say whose dollar: write "মার্কিন ডলার", "কানাডিয়ান ডলার" or "সিঙ্গাপুর ডলার"`,
    },
    {
      pattern: unhyphenatedEnding,
      message: (found) =>
        `"${found}": join a case ending to a Latin word or a number with a hyphen ("WhatsApp-এ", "2026-এর")`,
    },
    {
      pattern: placeholderEnding,
      message: (found) =>
        `"${found}": no case ending suits every name a placeholder is filled with: write the name bare ("{name} যাওয়ার ভিসা")`,
    },
    {
      pattern: windowAsBan,
      message: (found) =>
        `"${found}" reads as a ban on applying that early: say the earliest day ("যাত্রার ছয় মাস আগে থেকে আবেদন করা যায়")`,
    },
    {
      pattern: newsWord,
      paths: datingTemplate,
      message: (found) =>
        `"${found}" is a newspaper's word, and a dating line also names agencies, embassies and bulletins: write "{by} {date} তারিখে জানিয়েছে"`,
    },
    {
      pattern: nfc("জ\\u09BC"),
      message: () => `"জ়": the edition writes no nukta on জ ("সুইৎজারল্যান্ড", "জুরিখ")`,
    },
    {
      pattern: latinFullStop,
      message: (found) => `"${found}": a Bengali sentence ends in a দাঁড়ি "।", not a Latin full stop`,
    },
    {
      pattern: /!/g,
      message: () => `an exclamation mark: the site's text is sober`,
    },
    {
      pattern: /["']/g,
      message: () => `a straight quote mark: quote with ‘ ’ and “ ”, and write the apostrophe ’`,
    },
    {
      pattern: /[–—]/g,
      message: (found) => `"${found}": a dash is not used; a hyphen joins a compound, a colon or a দাঁড়ি does the rest`,
    },
  ],
  bracketWords: 4,
  sampleArguments: ["জাপান", "কানাডা", "দুবাই"],
  repetitionAdvice: `say "পরিষেবা চালু হলে" once and let the future tense carry the rest`,
};
