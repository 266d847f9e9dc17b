import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { site } from "~/config/site";
import { readContentFiles } from "./read-content-files";
import { wordsOf } from "./words";
import { type WordFiles, underWordsFolder, withPseudoLocale, withSiteValues, wordProblems } from "./words-check";

const shellWords = wordsOf<{ homeTitle: string; footer: { copyright: string; channelDetail: { email: string } } }>(
  "shell",
);

/** A small English file and a language that matches it: each test breaks one thing. */
const english = {
  title: "Hello {siteName}",
  items: [
    { id: "first", title: "One" },
    { id: "second", title: "Two" },
  ],
  link: { label: "Photos", href: "https://unsplash.com" },
  keywords: ["Dubai", "UAE"],
};
const matching = {
  title: "नमस्ते {siteName}",
  items: [
    { id: "first", title: "एक" },
    { id: "second", title: "दो" },
  ],
  link: { label: "फ़ोटो", href: "https://unsplash.com" },
  keywords: ["दुबई"],
};

function problemsWith(hindi: unknown, extraFiles: WordFiles = {}): string[] {
  return wordProblems({ "en/sample.json": english, "hi/sample.json": hindi, ...extraFiles }, ["en", "hi"]);
}

describe("the words loader", () => {
  it("finds every language's words, checked against English", () => {
    const files = withPseudoLocale(readContentFiles("words"));
    expect(wordProblems(files)).toEqual([]);
    for (const locale of locales) expect(Object.keys(files)).toContain(`${locale}/shell.json`);
  });

  it("reads the same files from disk (node scripts, Playwright) as Vite's glob does", () => {
    const globbed = import.meta.glob(["./words/*/**/*.json", "!./words/*/test-data.json"], {
      eager: true,
      import: "default",
    });
    expect(readContentFiles("words")).toEqual(underWordsFolder(globbed));
  });

  it("fills the site's values into every language and keeps the runtime placeholders", () => {
    for (const locale of locales) {
      expect(shellWords[locale].homeTitle).toContain(site.name);
      expect(shellWords[locale].footer.copyright).toContain(String(site.copyrightYear));
      expect(shellWords[locale].footer.channelDetail.email).toBe(site.contact.supportEmail);
      expect(JSON.stringify(shellWords[locale])).not.toMatch(/\{(siteName|supportEmail|copyrightYear)\}/);
    }
    expect(withSiteValues({ line: ["{siteName}: {place}"] })).toEqual({ line: [`${site.name}: {place}`] });
  });

  it("names a word file that does not exist", () => {
    expect(() => wordsOf("no-such-area")).toThrow(/^app\/content\/words\/en\/no-such-area\.json: no such word file$/);
  });
});

describe("the check against English", () => {
  it("accepts a language with English's keys, lists, placeholders and links, and its own search terms", () => {
    expect(problemsWith(matching)).toEqual([]);
  });

  it("names a missing key", () => {
    expect(problemsWith({ ...matching, link: { href: matching.link.href } })).toEqual([
      "app/content/words/hi/sample.json: link.label: missing key (English has it)",
    ]);
  });

  it("names an extra key", () => {
    expect(problemsWith({ ...matching, subtitle: "उप" })).toEqual([
      "app/content/words/hi/sample.json: subtitle: extra key (not in English)",
    ]);
  });

  it("names different placeholders", () => {
    expect(problemsWith({ ...matching, title: "नमस्ते {name}" })).toEqual([
      "app/content/words/hi/sample.json: title: placeholders {siteName} in English, {name} here",
    ]);
    expect(problemsWith({ ...matching, title: "नमस्ते" })).toEqual([
      "app/content/words/hi/sample.json: title: placeholders {siteName} in English, none here",
    ]);
  });

  it("names a list of a different length", () => {
    expect(problemsWith({ ...matching, items: matching.items.slice(0, 1) })).toEqual([
      "app/content/words/hi/sample.json: items: 2 items in English, 1 here",
    ]);
  });

  it("names an id or a link that differs from English", () => {
    const items = [{ id: "primo", title: "एक" }, matching.items[1]];
    expect(problemsWith({ ...matching, items })).toEqual([
      'app/content/words/hi/sample.json: items[0].id: must be "first" as in English, is "primo"',
    ]);
    expect(problemsWith({ ...matching, link: { ...matching.link, href: "https://example.com" } })).toEqual([
      'app/content/words/hi/sample.json: link.href: must be "https://unsplash.com" as in English, is "https://example.com"',
    ]);
  });

  it("names another kind of value", () => {
    expect(problemsWith({ ...matching, link: "फ़ोटो" })).toEqual([
      "app/content/words/hi/sample.json: link: an object in English, a string here",
    ]);
  });

  it("names a file missing from a language folder, and one English does not have", () => {
    expect(wordProblems({ "en/sample.json": english, "en/other.json": {} }, ["en", "hi"])).toEqual([
      "app/content/words/hi/other.json: missing file (English has app/content/words/en/other.json)",
      "app/content/words/hi/sample.json: missing file (English has app/content/words/en/sample.json)",
    ]);
    expect(problemsWith(matching, { "hi/guides/japan.json": {} })).toEqual([
      "app/content/words/hi/guides/japan.json: extra file (not in English)",
    ]);
  });

  it("checks only the languages it is given: a folder for a language not yet in `locales` waits", () => {
    expect(wordProblems({ "en/sample.json": english, "ta/sample.json": {} }, ["en"])).toEqual([]);
  });
});
