/**
 * Tamil for the style check (prose-style.ts): docs/tamil-style-guide.md holds the rules and the
 * data; this module holds what the check needs to know of Tamil: how spellings are compared
 * (grantha letters and the nasals ந ண ன), what ends a sentence and which verb forms close one,
 * and the forms the guide refuses (a third person with gender, a first person in a question).
 */
import type { ProseLanguage } from "./prose-style";

/** A Tamil word: letters and marks, not digits, numbers or signs. */
const tamilWord = /[\u0B82-\u0BD7]+/g;

/**
 * A word as the spelling rules compare it: grantha ஜ ஷ ஸ ஶ as ச and ஹ as க, no aytham (ஃப
 * is ப), ந and ண as ன, so that "விஸா" and "விசா", "அப்பாயிண்ட்மெண்ட்" and
 * "அப்பாயின்ட்மென்ட்" are one word.
 */
export const spellingKey = (word: string) =>
  word
    .normalize("NFD")
    .replace(/[ஜஷஸஶ]/g, "ச")
    .replaceAll("ஹ", "க")
    .replaceAll("ஃ", "")
    .replaceAll("ந", "ன")
    // ண்ட and ன்ட are one loanword spelled two ways ("அப்பாயிண்ட்மெண்ட்"); elsewhere ண and ன
    // make different words (பனி, snow; பணி, work).
    .replaceAll("ண்ட", "ன்ட");

/** Words that end a sentence whole, and the endings of verbs that do (docs/tamil-style-guide.md, Sentences). */
const verbWords = /(?:ல்லை|அல்ல|தேவை|வேண்டாம்|உண்டு)$/;
const verbEnding = /(?:ும்|து|ன|ார்|ார்கள்|ோம்|ீர்கள்|ங்கள்|லாம்)$/;
/** Forms in -உம் that join a clause to what follows: "தொடங்கியதும்", "வரும்போதும்", "விசாவையும்". */
const notFinal = /(?:ததும்|யதும்|போதும்|ாலும்|ையும்|ிலும்)$/;
/** Pronouns that end like verbs. */
const pronouns = new Set(["இது", "அது", "எது", "நீங்கள்", "நாங்கள்", "உங்கள்", "எங்கள்"]);

/** Whether a word can end a whole Tamil sentence: a heuristic, tested on every answer of the site. */
export const isVerbForm = (word: string) =>
  !pronouns.has(word) && !notFinal.test(word) && (verbWords.test(word) || verbEnding.test(word));

const whole = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})(?![\\p{L}\\p{M}])`, "gu");

/** Nouns that end like a gendered verb ("பொத்தான்", a button); after -ு, -த்தான் is the clitic "only" ("கழித்துத்தான்"). */
const genderlessNouns = ["பொத்தான்"];

/** A third-person verb or pronoun with gender: "அவன்", "வருவாள்", "செய்கிறான்", "வந்தான்". */
const genderedThirdPerson = new RegExp(
  `${whole("அவன்|அவள்").source}|(?<![\\p{L}\\p{M}])(?!(?:${genderlessNouns.join("|")})(?![\\p{L}\\p{M}]))[\\p{L}\\p{M}]*(?:கிறான்|கிறாள்|ந்தான்|ந்தாள்|(?<!ு)த்தான்|(?<!ு)த்தாள்|னான்|னாள்|வான்|வாள்)(?![\\p{L}\\p{M}])`,
  "gu",
);

/** A first person: "நான்", "என்", "எனக்கு", "நாம்", a verb in -ேன் ("விண்ணப்பிப்பேன்"). */
const firstPerson = new RegExp(
  `${whole("நான்|என்|எனது|என்னுடைய|எனக்கு|என்னால்|என்னை|நாம்|நாங்கள்").source}|[\\p{L}\\p{M}]*ேன(?:்|ா)(?![\\p{L}\\p{M}])`,
  "gu",
);

/** Not preceded by a letter or mark: the start of a Tamil word. */
const wordStart = "(?<![\\p{L}\\p{M}])";

/**
 * A country's adjective, then a word that begins with க ச த ப without the doubled consonant the
 * dailies write ("இந்திய பாஸ்போர்ட்" for "இந்தியப் பாஸ்போர்ட்"). These adjectives only: a
 * participle in -இய ("புதிய பாஸ்போர்ட்") takes no doubling.
 */
const countryAdjectives = ["இந்திய", "அமெரிக்க", "ஐரோப்பிய", "மலேசிய", "ஜார்ஜிய", "அமீரக", "ஆசிய", "ஜப்பானிய"];
const undoubledAfterCountry = new RegExp(
  `${wordStart}(?:${countryAdjectives.join("|")})\\s+[கசதப](?!்)[\\p{L}\\p{M}]*`,
  "gu",
);

/** ஒரு before a vowel: the site writes ஓர் ("ஓர் இணையதளம்", "ஓர் ஐரோப்பிய நாடு"). */
const oruBeforeVowel = new RegExp(`${wordStart}ஒரு\\s+[அஆஇஈஉஊஎஏஐஒஓஔ][\\p{L}\\p{M}]*`, "gu");

/**
 * A placeholder where no name can be right: before விசா a name needs its adjective (அமெரிக்க
 * விசா, not அமெரிக்கா விசா), and after -க்கு a name's first consonant must double (a date or an
 * amount need not); a template writes "{name} செல்லும் …", "{name} செல்வதற்கான விசா" or
 * "-க்கான {name}".
 */
const placeholderBeforeVisa = /\{\w+\}\s+விசா[\p{L}\p{M}]*/gu;
const placeholderAfterDative = /[\p{L}\p{M}]*க்கு\s+\{(?:name|place)\}/gu;

/**
 * A duration before "cannot apply": "ஆறு மாதங்களுக்கு முன்னதாக விண்ணப்பிக்க முடியாது" reads as
 * "you may not apply six months ahead", the opposite of the earliest day it means to give.
 */
const windowAsBan = new RegExp(
  `${wordStart}[\\p{L}\\p{M}]*(?:மாத|நாள்|வார)[\\p{L}\\p{M}]*க்கு\\s+(?:முன்னதாக|முன்பே|முன்கூட்டியே|முன்பு|முன்)\\s+(?:விண்ணப்பிக்க|சமர்ப்பிக்க)\\s+முடியாது`,
  "gu",
);

/** வரை is "until": a deadline ("apply by 15 May") is "-க்குள்" or "அன்றோ அதற்கு முன்போ". */
const untilForBy = /வரை\s+(?:விண்ணப்பித்திருக்க|விண்ணப்பித்துவிட|சமர்ப்பித்திருக்க)[\p{L}\p{M}]*/gu;

/**
 * A case ending on a Latin word is written with its vowel, as the site writes it ("WhatsApp-இல்",
 * "TDAC-இன்"): not the glide of a Tamil stem ("IRCC-யின்", "evisa.gov.ge-ல்"). A year keeps "-ல்".
 */
const latinCaseEnding = /(?<![\w.-])[\w.-]*[A-Za-z]-(?:ல்|[யவ]ில்|[யவ]ின்|ின்)(?![\p{L}\p{M}])/gu;

export const tamil: ProseLanguage = {
  column: "Tamil",
  word: tamilWord,
  nativeDigits: /[\u0BE6-\u0BFA]/g,
  spellingKey,
  sentenceEnd: /[.?!](?=\s|$)/,
  isVerbForm,
  refused: [
    {
      pattern: genderedThirdPerson,
      // Not in who says a fact: a source's name is its own (Jabatan … Perempuan).
      paths: /^(?!(?:.*\.)?by$)/,
      message: (found) => `"${found}" is a third person with a gender: say "பயணி", "பயணிகள்" or "நீங்கள்"`,
    },
    {
      pattern: firstPerson,
      paths: /(^|\.)question$/,
      message: (found) => `"${found}" is a first person in a question: make it impersonal ("… விண்ணப்பிக்க முடியுமா?")`,
    },
    {
      pattern: undoubledAfterCountry,
      message: (found) =>
        `"${found}": after a country's adjective the hard consonant doubles, as the dailies write it ("இந்தியப் பாஸ்போர்ட்", "அமெரிக்கத் தூதரகம்")`,
    },
    {
      pattern: oruBeforeVowel,
      message: (found) => `"${found}": before a vowel write ஓர் ("ஓர் ஐரோப்பிய நாடு")`,
    },
    {
      pattern: placeholderBeforeVisa,
      message: (found) =>
        `"${found}": a name before விசா needs its adjective form, which a placeholder cannot give: write "{name} செல்வதற்கான விசா"`,
    },
    {
      pattern: placeholderAfterDative,
      message: (found) =>
        `"${found}": after -க்கு a name's first consonant doubles, which a placeholder cannot do: write -க்கான or put the name first`,
    },
    {
      pattern: windowAsBan,
      message: (found) =>
        `"${found}" reads as a ban on applying that early: say the earliest day ("ஆறு மாதங்கள் முன்பிருந்துதான் விண்ணப்பிக்க முடியும்")`,
    },
    {
      pattern: untilForBy,
      message: (found) => `"${found}": வரை is "until"; a deadline is "-க்குள்" or "அன்றோ அதற்கு முன்போ"`,
    },
    {
      pattern: latinCaseEnding,
      message: (found) =>
        `"${found}": after a Latin word write the ending with its vowel, "-இல்" or "-இன்" ("WhatsApp-இல்")`,
    },
    {
      pattern: /"/g,
      message: () => `a straight quote mark: quote with ‘ ’ as the guides do`,
    },
  ],
  bracketWords: 3,
  sampleArguments: ["ஜப்பான்", "கனடா", "துபாய்"],
  repetitionAdvice: "say it once and let the future tense carry the rest",
};
