import { describe, expect, it } from "vitest";
import { isComplete, readsTheSame, statusTable, wordsStatus } from "./words-status";

const sameTokens = new Set(["WhatsApp", "DEL"]);

const english = {
  title: "Chat on WhatsApp",
  app: "WhatsApp",
  code: "DEL",
  link: { label: "Photos", href: "https://unsplash.com" },
  count: "{count}",
  items: ["One", "Two"],
  keywords: ["Dubai", "UAE"],
};

describe("npm run words", () => {
  it("counts each language's files, keys, keys missing and texts still in English", () => {
    const files = {
      "en/home.json": english,
      "en/about.json": { title: "About" },
      // Complete: its brand, code, link and placeholder read as English's, and are not counted.
      "hi/home.json": {
        ...english,
        title: "WhatsApp पर बात करें",
        link: { label: "फ़ोटो", href: english.link.href },
        items: ["एक", "दो"],
        keywords: ["दुबई"],
      },
      "hi/about.json": { title: "परिचय" },
      // Not shipped yet: one file missing, two texts copied from English, one item missing.
      "ta/home.json": { ...english, items: ["ஒன்று"] },
    };
    const rows = wordsStatus(files, ["en", "hi"], sameTokens);
    expect(
      rows.map(({ problems, sameAsEnglish, ...row }) => ({
        ...row,
        sameAsEnglish: sameAsEnglish.length,
        problems: problems.length,
      })),
    ).toEqual([
      { locale: "en", inLocales: true, files: 2, keys: 10, missing: 0, sameAsEnglish: 0, problems: 0 },
      { locale: "hi", inLocales: true, files: 2, keys: 10, missing: 0, sameAsEnglish: 0, problems: 0 },
      { locale: "ta", inLocales: false, files: 1, keys: 8, missing: 2, sameAsEnglish: 2, problems: 2 },
    ]);
    expect(rows[2]!.problems).toEqual([
      "app/content/words/ta/about.json: missing file (English has app/content/words/en/about.json)",
      "app/content/words/ta/home.json: items: 2 items in English, 1 here",
    ]);
    expect(statusTable(rows).split("\n")).toEqual([
      "Language  In locales  Files  Keys  Missing  Same as English  Complete",
      "en               yes      2    10        0                -       yes",
      "hi               yes      2    10        0                0       yes",
      "ta                no      1     8        2                2        no",
    ]);
  });

  it("calls a folder of English's shape but mostly English's text not complete, naming each text left in English", () => {
    const files = {
      "en/home.json": english,
      "bn/home.json": { ...english, items: ["এক", "Two"] },
    };
    const [, bengali] = wordsStatus(files, ["en", "bn"], sameTokens);
    expect(bengali!.problems).toEqual([]);
    // The brand, the code, the link and the placeholder read the same in every language: not listed.
    expect(bengali!.sameAsEnglish).toEqual([
      "app/content/words/bn/home.json: title",
      "app/content/words/bn/home.json: link.label",
      "app/content/words/bn/home.json: items[1]",
    ]);
    expect(isComplete(bengali!)).toBe(false);
    expect(statusTable([bengali!]).split("\n")[1]).toBe(
      "bn               yes      1     9        0                3        no",
    );
  });

  it("leaves out ids and links, placeholders and punctuation, addresses, brands and codes", () => {
    expect(readsTheSame("faq", "id", sameTokens)).toBe(true);
    expect(readsTheSame("{count} / {total}.", "summary", sameTokens)).toBe(true);
    expect(readsTheSame("{supportEmail}", "email", sameTokens)).toBe(true);
    expect(readsTheSame("images.unsplash.com", "host", sameTokens)).toBe(true);
    expect(readsTheSame("DEL", "code", sameTokens)).toBe(true);
    expect(readsTheSame("Chat on WhatsApp", "label", sameTokens)).toBe(false);
    expect(readsTheSame("Hello {name}", "greeting", sameTokens)).toBe(false);
  });
});
