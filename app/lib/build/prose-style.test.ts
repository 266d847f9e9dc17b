import { describe, expect, it } from "vitest";
import { hindi } from "./hindi-style";
import { checkRepetition, checkStyle, parseStyleGuide, proseTexts, type StyleRules } from "./prose-style";

const guide = `# Guide

## Glossary

| English | Hindi | Rejected | Preferred over | Why |
| ------- | ----- | -------- | -------------- | --- |
| support | सहायता | सपोर्ट | | one word |
| 24/7 | चौबीसों घंटे | 24/7 · 24x7 | | |
| feature | सुविधा | उन्नत सुविधा* | | plain |
| photo | फ़ोटो | | तस्वीर | |
| service charge | सर्विस चार्ज | चार्ज | | |

## Fixed wordings

| Concept | Wording | When a sentence has | Why |
| ------- | ------- | ------------------- | --- |
| the stay limit | किसी भी 180 दिन की अवधि में कुल 90 दिन तक | 90 दिन + 180 दिन · 90 दिन + छह महीने | |

## Repetition

| Word | At most on a page | Why |
| ---- | ----------------- | --- |
| लॉन्च* | 2 | |

## What stays in Latin letters

Some prose.

| Latin text | Why |
| ---------- | --- |
| WhatsApp   | app |
| App Store  | badge |
`;

const rules: StyleRules = parseStyleGuide(guide, "Hindi");
const text = (value: string, path = "x") => ({ file: "sample.ts", path, text: value });
const check = (...values: string[]) =>
  checkStyle(
    values.map((value, index) => text(value, `items[${index}]`)),
    rules,
    hindi,
  );

describe("parseStyleGuide", () => {
  it("reads the glossary and the allowed Latin words from their tables", () => {
    expect(rules.glossary).toEqual([
      { english: "support", chosen: ["सहायता"], rejected: ["सपोर्ट"], preferredOver: [] },
      { english: "24/7", chosen: ["चौबीसों घंटे"], rejected: ["24/7", "24x7"], preferredOver: [] },
      { english: "feature", chosen: ["सुविधा"], rejected: ["उन्नत सुविधा*"], preferredOver: [] },
      { english: "photo", chosen: ["फ़ोटो"], rejected: [], preferredOver: ["तस्वीर"] },
      { english: "service charge", chosen: ["सर्विस चार्ज"], rejected: ["चार्ज"], preferredOver: [] },
    ]);
    expect(rules.fixedWordings).toEqual([
      {
        concept: "the stay limit",
        wording: "किसी भी 180 दिन की अवधि में कुल 90 दिन तक",
        triggers: [
          ["90 दिन", "180 दिन"],
          ["90 दिन", "छह महीने"],
        ],
      },
    ]);
    expect(rules.repetition).toEqual([{ word: "लॉन्च*", atMost: 2 }]);
    expect(rules.latinAllowed).toEqual(["WhatsApp", "App Store"]);
  });

  it("says which section is missing", () => {
    expect(() => parseStyleGuide("# Nothing", "Hindi")).toThrow('no "## Glossary" section');
  });
});

describe("proseTexts", () => {
  it("walks objects, lists and functions with their key paths, skipping what is not prose", () => {
    const value = {
      title: "शीर्षक",
      items: [{ id: "a", label: "एक" }],
      line: (place: string) => `${place} अभी नहीं`,
      keywords: ["dubai"],
      href: "https://example.com",
      count: 3,
    };
    expect(proseTexts(value, "sample.ts", ["जापान"], "sample")).toEqual([
      { file: "sample.ts", path: "sample.title", text: "शीर्षक" },
      { file: "sample.ts", path: "sample.items[0].label", text: "एक" },
      { file: "sample.ts", path: "sample.line(जापान)", text: "जापान अभी नहीं" },
    ]);
  });
});

describe("checkStyle (with Hindi)", () => {
  it("accepts text that keeps the rules", () => {
    expect(check("हमारी टीम WhatsApp पर चौबीसों घंटे सहायता देगी।", "App Store से डाउनलोड करें", "हिंदी")).toEqual([]);
    expect(check("support@visaudaan.example पर लिखें", "images.unsplash.com से ({hotkey})")).toEqual([]);
  });

  it("fails on a word spelled with and without a nukta, naming each place", () => {
    const problems = check("कम काग़ज़ी काम", "कागज़ी काम");
    expect(problems.map(({ kind, word, where }) => ({ kind, word, where }))).toEqual([
      { kind: "spelling", word: "काग़ज़ी", where: ["sample.ts items[0]"] },
      { kind: "spelling", word: "कागज़ी", where: ["sample.ts items[1]"] },
    ]);
    expect(problems[0]!.message).toContain("spelled more than one way");
  });

  it("fails on chandrabindu beside anusvara, and on a half nasal before its own class", () => {
    expect(check("भारी माँग", "ज़्यादा मांग").map(({ word }) => word)).toEqual(["माँग", "मांग"]);
    expect(check("हिन्दी में").map(({ word, message }) => [word, message])).toEqual([
      ["हिन्दी", expect.stringContaining('write "हिंदी"')],
    ]);
  });

  it("fails on a word the glossary rejects, whole words only, with endings where it says so", () => {
    const problems = check("सपोर्ट टीम 24/7 उपलब्ध", "उन्नत सुविधाएँ", "सपोर्टर");
    expect(problems.map(({ kind, word, where }) => `${kind} ${word} ${where.join()}`)).toEqual([
      "glossary सपोर्ट sample.ts items[0]",
      "glossary 24/7 sample.ts items[0]",
      "glossary उन्नत सुविधाएँ sample.ts items[1]",
    ]);
    expect(problems[0]!.message).toBe('"सपोर्ट" is rejected for "support": write "सहायता"');
  });

  it("fails on Latin words outside the allowed list", () => {
    const problems = check("आपका visa status यहाँ", "WhatsApp Store");
    expect(problems.map(({ kind, word }) => `${kind} ${word}`)).toEqual(["latin visa", "latin status", "latin Store"]);
  });

  it("accepts a form's number only as listed, whole, beside the language's words", () => {
    const withForms = { ...rules, latinAllowed: [...rules.latinAllowed, "14A", "IMM5257B", "DS-160"] };
    const latin = (...values: string[]) =>
      checkStyle(
        values.map((value) => text(value)),
        withForms,
        hindi,
      ).map(({ word }) => word);
    expect(latin("फ़ॉर्म 14A भरें।", "शेड्यूल 1 फ़ॉर्म (IMM5257B)", "DS-160 फ़ॉर्म ऑनलाइन भरें।")).toEqual([]);
    expect(latin("फ़ॉर्म 14B भरें।", "फ़ॉर्म (IMM 5257B)", "DS-1600 फ़ॉर्म")).toEqual(["B", "IMM", "B", "DS"]);
  });

  it("accepts a word the glossary only prefers to avoid, and a rejected word inside a chosen phrase", () => {
    expect(check("पुरानी तस्वीर", "सर्विस चार्ज 500 रुपये है")).toEqual([]);
    expect(check("एजेंट का चार्ज").map(({ kind, word }) => `${kind} ${word}`)).toEqual(["glossary चार्ज"]);
  });

  it("fails on a fixed concept said in other words, but not in a source's own words", () => {
    const wording = "किसी भी 180 दिन की अवधि में कुल 90 दिन तक रुक सकते हैं।";
    expect(check(wording, "वीज़ा 30 दिन का है।")).toEqual([]);
    const problems = checkStyle(
      [
        text("हर छह महीने में 90 दिन रुक सकते हैं। दूसरा वाक्य।", "stay"),
        text("180 दिन में 90 दिन तक।", "faqs[0].answer"),
        text("हर छह महीने में 90 दिन।", "facts.centre.says"),
      ],
      rules,
      hindi,
    );
    expect(problems.map(({ kind, word, where }) => `${kind} ${where.join()}: ${word}`)).toEqual([
      "wording sample.ts stay: हर छह महीने में 90 दिन रुक सकते हैं",
      "wording sample.ts faqs[0].answer: 180 दिन में 90 दिन तक",
      "sentence sample.ts faqs[0].answer: तक",
    ]);
    expect(problems[0]!.message).toBe(
      'says the stay limit in its own words: write "किसी भी 180 दिन की अवधि में कुल 90 दिन तक"',
    );
  });

  it("fails on an answer whose first sentence has no verb, a bare yes or no among them", () => {
    const answers = [
      "हाँ। आवेदन ऑनलाइन होता है।",
      "नहीं, अब ईटीए ज़रूरी नहीं है। बाक़ी नियम वही हैं।",
      "वीज़ा सेंटर के अपॉइंटमेंट से।",
      "{dataProtection} कृपया स्कैन कॉपी न भेजें।",
      "evisa.gov.az। वहीं आवेदन करें।",
    ].map((value, index) => text(value, `faqs[${index}].answer`));
    expect(
      checkStyle([...answers, text("हाँ।", "faqs[0].question")], rules, hindi).map(
        ({ where, word }) => `${where.join()} ${word}`,
      ),
    ).toEqual(["sample.ts faqs[0].answer हाँ", "sample.ts faqs[2].answer से", "sample.ts faqs[4].answer "]);
  });

  it("fails on a first-person verb that assumes a gender, not on neutral first-person text", () => {
    expect(check("मुझे वीज़ा आवेदन में मदद चाहिए।", "मेरा एक सवाल है।", "क्या आवेदन किया जा सकता है?")).toEqual([]);
    expect(check("क्या मैं आवेदन कर सकता हूँ?", "मैं जानना चाहती हूँ", "मैं लिखूँगा").map(({ word }) => word)).toEqual([
      "सकता हूँ",
      "चाहती हूँ",
      "लिखूँगा",
    ]);
  });

  it("fails on an aside in brackets, not on a short name or code in them", () => {
    expect(check("इलेक्ट्रॉनिक यात्रा अनुमति (ईटीए)", "सूचनाएँ ({hotkey})", "समय तय नहीं (पहले से योजना बनाएँ)")).toEqual([]);
    expect(
      check("कोई भी (हम भी, दूतावास भी) नहीं", "ये दिन (श्रीलंका के लिए लगभग 1-3 दिन) हैं").map(({ word }) => word),
    ).toEqual(["(हम भी, दूतावास भी)", "(श्रीलंका के लिए लगभग 1-3 दिन)"]);
  });
});

describe("checkRepetition", () => {
  const page = (name: string, ...values: string[]) => ({
    page: name,
    texts: values.map((value, index) => text(value, `items[${index}]`)),
  });
  const message = "आवेदन लॉन्च के साथ शुरू होंगे।";

  it("counts a word with its endings on each page, leaving the exempt text out", () => {
    expect(
      checkRepetition([page("/hi/a", `${message} लॉन्च होने पर`, message, "लॉन्चिंग")], rules.repetition, [message], hindi),
    ).toEqual([]);
  });

  it("fails on a page that shows the word more often than the limit, naming each place", () => {
    const problems = checkRepetition(
      [page("/hi/a", "लॉन्च होने पर", "लॉन्च के बाद", "लॉन्च से पहले"), page("/hi/b", "लॉन्च")],
      rules.repetition,
      [message],
      hindi,
    );
    expect(problems).toEqual([
      {
        kind: "repetition",
        word: "लॉन्च",
        where: ["sample.ts items[0]", "sample.ts items[1]", "sample.ts items[2]"],
        message: expect.stringContaining('"लॉन्च" appears 3 times on /hi/a, at most 2'),
      },
    ]);
  });
});

describe("checkStyle: what every language's check refuses", () => {
  it("fails on text not in NFC, on an invisible joiner and on the script's own digits", () => {
    const problems = check("वी\u095Bा", "फ़ोन\u200D", "२०२६ में");
    expect(problems.map(({ kind, word, where }) => `${kind} ${word} ${where.join()}`)).toEqual([
      "characters वी\u095Bा sample.ts items[0]",
      "characters U+200D sample.ts items[1]",
      "characters २ sample.ts items[2]",
      "characters ० sample.ts items[2]",
      "characters २ sample.ts items[2]",
      "characters ६ sample.ts items[2]",
    ]);
    expect(problems[1]!.message).toBe("holds an invisible U+200D: delete it");
    expect(problems[2]!.message).toBe('"२" is a Hindi numeral: write the digits 0-9');
  });

  it("refuses a form only on the key paths the language says", () => {
    const inQuestions = { ...hindi, refused: [{ pattern: /मैं/g, paths: /(^|\.)question$/, message: () => "first" }] };
    const texts = [text("मैं पूछता", "faq.question"), text("मैं लिखता", "faq.title")];
    expect(checkStyle(texts, rules, inQuestions).map(({ where }) => where.join())).toEqual(["sample.ts faq.question"]);
  });

  it("fails on an answer whose first sentence is a single word, even a verb", () => {
    expect(
      checkStyle([text("है। बाक़ी नियम वही हैं।", "faqs[0].answer")], rules, hindi).map(
        ({ kind, word }) => `${kind} ${word}`,
      ),
    ).toEqual(["sentence है"]);
  });
});
