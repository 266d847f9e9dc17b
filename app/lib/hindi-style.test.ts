import { describe, expect, it } from "vitest";
import { checkHindiStyle, hindiTexts, parseStyleGuide, spellingKey, type StyleRules } from "./hindi-style";

const guide = `# Guide

## Glossary

| English | Hindi | Rejected | Why |
| ------- | ----- | -------- | --- |
| support | सहायता | सपोर्ट | one word |
| 24/7 | चौबीसों घंटे | 24/7 · 24x7 | |
| feature | सुविधा | उन्नत सुविधा* | plain |

## What stays in Latin letters

Some prose.

| Latin text | Why |
| ---------- | --- |
| WhatsApp   | app |
| App Store  | badge |
`;

const rules: StyleRules = parseStyleGuide(guide);
const text = (value: string, path = "x") => ({ file: "sample.ts", path, text: value });
const check = (...values: string[]) =>
  checkHindiStyle(
    values.map((value, index) => text(value, `items[${index}]`)),
    rules,
  );

describe("parseStyleGuide", () => {
  it("reads the glossary and the allowed Latin words from their tables", () => {
    expect(rules.glossary).toEqual([
      { english: "support", hindi: ["सहायता"], rejected: ["सपोर्ट"] },
      { english: "24/7", hindi: ["चौबीसों घंटे"], rejected: ["24/7", "24x7"] },
      { english: "feature", hindi: ["सुविधा"], rejected: ["उन्नत सुविधा*"] },
    ]);
    expect(rules.latinAllowed).toEqual(["WhatsApp", "App Store"]);
  });

  it("says which section is missing", () => {
    expect(() => parseStyleGuide("# Nothing")).toThrow('no "## Glossary" section');
  });
});

describe("spellingKey", () => {
  it("compares words without nukta, with chandrabindu and half nasals as anusvara", () => {
    expect(spellingKey("काग़ज़ी")).toBe(spellingKey("कागज़ी"));
    expect(spellingKey("वी\u095Bा")).toBe(spellingKey("वीजा"));
    expect(spellingKey("हिन्दी")).toBe(spellingKey("हिंदी"));
    expect(spellingKey("सम्बन्ध")).toBe(spellingKey("संबंध"));
    expect(spellingKey("माँग")).toBe(spellingKey("मांग"));
  });

  it("keeps a half nasal before another class, and different words apart", () => {
    expect(spellingKey("अन्य")).not.toBe(spellingKey("अंय"));
    expect(spellingKey("जन्म")).not.toBe(spellingKey("जंम"));
    expect(spellingKey("है")).not.toBe(spellingKey("हैं"));
  });
});

describe("hindiTexts", () => {
  it("walks objects, lists and functions with their key paths, skipping what is not prose", () => {
    const value = {
      title: "शीर्षक",
      items: [{ id: "a", label: "एक" }],
      line: (place: string) => `${place} अभी नहीं`,
      keywords: ["dubai"],
      href: "https://example.com",
      count: 3,
    };
    expect(hindiTexts(value, "sample.ts", "sample")).toEqual([
      { file: "sample.ts", path: "sample.title", text: "शीर्षक" },
      { file: "sample.ts", path: "sample.items[0].label", text: "एक" },
      { file: "sample.ts", path: "sample.line(जापान)", text: "जापान अभी नहीं" },
    ]);
  });
});

describe("checkHindiStyle", () => {
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
});
