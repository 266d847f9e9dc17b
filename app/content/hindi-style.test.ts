import { describe, expect, it } from "vitest";
import { isLocalized, localeSettings } from "~/config/locales";
import { checkHindiStyle, describeProblem, hindiTexts, parseStyleGuide } from "~/lib/hindi-style";
import styleGuide from "../../docs/hindi-style-guide.md?raw";

/**
 * Every Hindi string of every content module (and the language's own name in the language control) keeps the
 * style guide (docs/hindi-style-guide.md): one spelling per word, no word the glossary
 * rejects, no Latin word outside its list. A new content module is walked without a change here.
 */

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

const rules = parseStyleGuide(styleGuide);

const siteTexts = [
  ...Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports).flatMap(([name, value]) =>
      isLocalized(value) ? hindiTexts(value.hi, file.slice(2), name) : [],
    ),
  ),
  ...hindiTexts(localeSettings.hi.name, "../config/locales.ts", "localeSettings.hi.name"),
];

describe("Hindi style", () => {
  it("reads every content module's Hindi and the whole glossary", () => {
    const files = new Set(siteTexts.map(({ file }) => file));
    expect(files.size).toBeGreaterThanOrEqual(17);
    expect(siteTexts.length).toBeGreaterThan(300);
    expect(rules.glossary.length).toBeGreaterThan(30);
    expect(rules.latinAllowed).toEqual(expect.arrayContaining(["VisaUdaan", "WhatsApp", "App Store", "Google Play"]));
  });

  it("has a glossary that never rejects a word it chooses", () => {
    const chosen = rules.glossary.flatMap((entry) =>
      entry.hindi.map((hindi) => ({ file: "glossary", path: entry.english, text: hindi })),
    );
    expect(
      checkHindiStyle(chosen, { glossary: rules.glossary, latinAllowed: [...rules.latinAllowed, "ETA"] })
        .filter((problem) => problem.kind === "glossary")
        .map(describeProblem),
    ).toEqual([]);
  });

  it("finds no word spelled two ways, no rejected word and no Latin word outside the list", () => {
    expect(checkHindiStyle(siteTexts, rules).map(describeProblem)).toEqual([]);
  });

  it("fails on a planted example of each kind, naming the file, the key path and the word", () => {
    const planted = [
      ...siteTexts,
      { file: "planted.ts", path: "planted.nukta", text: "सबसे ज्यादा" },
      { file: "planted.ts", path: "planted.nasal", text: "सम्बन्ध" },
      { file: "planted.ts", path: "planted.glossary", text: "सपोर्ट टीम" },
      { file: "planted.ts", path: "planted.latin", text: "visa स्टेटस" },
    ];
    const found = checkHindiStyle(planted, rules).map(describeProblem);
    const about = (where: string) => found.filter((line) => line.includes(where));
    expect(about("planted.ts planted.nukta")).toEqual([
      expect.stringMatching(/^spelling: .*"ज़्यादा" \(.*\.ts .*\), "ज्यादा" \(planted\.ts planted\.nukta\)/),
      expect.stringMatching(/^spelling: planted\.ts planted\.nukta: spelled more than one way/),
    ]);
    expect(about("planted.ts planted.nasal")).toEqual([
      expect.stringContaining('"सम्बन्ध" has a half nasal letter before its own class: write "संबंध"'),
      expect.stringMatching(/^spelling: .*"संबंध" \(.*\), "सम्बन्ध" \(planted\.ts planted\.nasal\)/),
      expect.stringMatching(/^spelling: planted\.ts planted\.nasal: spelled more than one way/),
    ]);
    expect(about("planted.ts planted.glossary")).toEqual([
      expect.stringContaining('"सपोर्ट" is rejected for "support"'),
    ]);
    expect(about("planted.ts planted.latin")).toEqual([
      expect.stringContaining('"स्टेटस" is rejected'),
      expect.stringContaining('"visa" is in Latin letters'),
    ]);
  });
});
