import { describe, expect, it } from "vitest";
import { isLocalized, type Locale, locales, localeSettings } from "~/config/locales";
import { site } from "~/config/site";
import { parseStyleGuide } from "~/lib/build/prose-style";
import { fillTemplate } from "~/lib/logic/template";
import { askAboutPlaceHref } from "~/lib/logic/place-chat";
import { letterOf, prefilledText } from "../../tests/pages";
import { placeChats, support } from "./support";
import { english } from "./words-check";

/**
 * Every content module in every language of `locales`: each has English's shape (keys, list
 * lengths, ids, links) and its visible text is in its own script (`localeSettings[locale].script`).
 * The word files' own check (words.test.ts) compares the files; this compares what the modules
 * export, derived values included (links, prefilled chats, search terms).
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./words*.ts", "!./read-content-files.ts"],
  { eager: true },
);

const englishScript = localeSettings[english].script;

/** Text that reads the same in every language (brands, store names, airport codes): the style guides' lists. */
const styleGuides = import.meta.glob<string>("../../docs/*-style-guide.md", {
  eager: true,
  query: "?raw",
  import: "default",
});
const sameTokens = new Set(Object.values(styleGuides).flatMap((guide) => parseStyleGuide(guide, "").latinAllowed));

/** Fields that are identifiers or addresses, the same in every language; and variant spellings, found in every language. */
const sameInEveryLanguage = new Set(["id", "slug", "imageUrl", "spellings"]);

/** Search terms: each language adds the others' to its own, so the lists differ in length. */
const searchTermLists = new Set(["keywords", "aliases", "ignored", "joiners"]);

/** Arguments for content functions: Latin, so any other script in the result comes from the template. */
const sampleArguments = [
  ["Japan", "Canada"],
  ["Japan", "Japan"],
];

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([placeholder]) => placeholder).sort();

const isComponent = (value: unknown) => typeof value === "object" && value !== null && "$$typeof" in value;

/** The language compared with English, and its script. */
interface Language {
  locale: string;
  script: string;
}

interface Report {
  strings: number;
  problems: string[];
}

function checkText(en: string, text: string, key: string, path: string, language: Language, report: Report) {
  report.strings += 1;
  const { locale, script } = language;
  const problem = (message: string) =>
    report.problems.push(`${path}: ${message} (en ${JSON.stringify(en)}, ${locale} ${JSON.stringify(text)})`);

  if (script !== englishScript && letterOf(script).test(en)) problem(`English text in ${script}`);
  if (sameInEveryLanguage.has(key)) {
    if (text !== en) problem("differs between languages");
    return;
  }
  if (key === "href") {
    const [enText, otherText] = [prefilledText(en), prefilledText(text)];
    if (enText === null || otherText === null) {
      if (text !== en) problem("link differs between languages");
    } else {
      if (en.split("?")[0] !== text.split("?")[0]) problem(`link goes elsewhere in ${locale}`);
      checkText(enText, otherText, "prefilled", `${path}(prefilled)`, language, report);
    }
    return;
  }
  if (text.trim() === "") problem(`empty ${locale} text`);
  if (placeholders(text).join() !== placeholders(en).join()) problem("placeholders differ");
  if (/\s$/.test(en) !== /\s$/.test(text)) problem("trailing space differs");
  // No letter outside its placeholders: it reads the same in every language.
  const punctuationOnly = /^[\p{P}\s]*$/u.test(text.replace(/\{\w+\}/g, ""));
  if (text === en) {
    const readsTheSame =
      sameTokens.has(text) || /^https:\/\/\S+$/.test(text) || text === site.contact.supportEmail || punctuationOnly;
    if (!readsTheSame) problem(`${locale} text same as English`);
    return;
  }
  if (!punctuationOnly && !letterOf(script).test(text)) problem(`${locale} text without ${script} letters`);
}

function checkSearchTerms(en: unknown, terms: unknown, path: string, language: Language, report: Report) {
  if (!Array.isArray(en) || !Array.isArray(terms)) {
    report.problems.push(`${path}: not a list of search terms`);
    return;
  }
  report.strings += terms.length;
  // Each page finds what is typed in its own script and in Latin letters, and only that
  // (decision 0020): English's terms are on every page, a language's own script on its page
  // only. A language in English's script (the tests' pseudo-locale) has no terms of its own.
  const ownScript = language.script !== englishScript;
  const inScript = (term: unknown) => letterOf(language.script).test(String(term));
  const lackedHere = ownScript ? en.filter((term) => !inScript(term) && !terms.includes(term)) : [];
  const carriedByEnglish = ownScript ? en.filter(inScript) : [];
  if (lackedHere.length > 0)
    report.problems.push(`${path}: ${language.locale} terms lack the English ${lackedHere.join(", ")}`);
  if (carriedByEnglish.length > 0)
    report.problems.push(`${path}: English terms carry the ${language.locale} ${carriedByEnglish.join(", ")}`);
  if (ownScript && !terms.some(inScript)) {
    report.problems.push(`${path}: no ${language.script} term`);
  }
  for (const term of terms) if (String(term).trim() === "") report.problems.push(`${path}: empty term`);
}

/** Walks the English and the other language's values side by side, recording where they do not match. */
function compare(en: unknown, other: unknown, key: string, path: string, language: Language, report: Report) {
  const { locale } = language;
  if (isComponent(en) || isComponent(other)) {
    if (other !== en) report.problems.push(`${path}: a different component in ${locale}`);
    return;
  }
  if (typeof en !== typeof other || Array.isArray(en) !== Array.isArray(other)) {
    report.problems.push(`${path}: ${typeof en} in English, ${typeof other} in ${locale}`);
    return;
  }
  if (searchTermLists.has(key)) {
    checkSearchTerms(en, other, path, language, report);
  } else if (typeof en === "string") {
    checkText(en, other as string, key, path, language, report);
  } else if (typeof en === "function") {
    const [enFn, otherFn] = [en as (...args: string[]) => unknown, other as (...args: string[]) => unknown];
    if (enFn.length !== otherFn.length)
      report.problems.push(`${path}: takes ${enFn.length} arguments in English, ${otherFn.length} in ${locale}`);
    for (const sample of sampleArguments) {
      const args = sample.slice(0, enFn.length);
      const [enResult, otherResult] = [enFn(...args), otherFn(...args)];
      compare(enResult, otherResult, key, `${path}(${args.join(", ")})`, language, report);
      for (const arg of new Set(args)) {
        if (typeof enResult === "string" && enResult.includes(arg) !== String(otherResult).includes(arg)) {
          report.problems.push(`${path}(${args.join(", ")}): ${arg} shown in one language only`);
        }
      }
    }
  } else if (Array.isArray(en)) {
    const list = other as unknown[];
    if (list.length !== en.length)
      report.problems.push(`${path}: ${en.length} items in English, ${list.length} in ${locale}`);
    en.forEach((item, index) => compare(item, list[index], key, `${path}[${index}]`, language, report));
  } else if (typeof en === "object" && en !== null) {
    const [enKeys, otherKeys] = [Object.keys(en), Object.keys(other as object)];
    if (otherKeys.join() !== enKeys.join())
      report.problems.push(`${path}: keys ${enKeys.join()} in English, ${otherKeys.join()} in ${locale}`);
    for (const field of enKeys) {
      compare(
        (en as Record<string, unknown>)[field],
        (other as Record<string, unknown>)[field],
        field,
        `${path}.${field}`,
        language,
        report,
      );
    }
  } else if (other !== en) {
    report.problems.push(`${path}: ${String(en)} in English, ${String(other)} in ${locale}`);
  }
}

function check(en: unknown, other: unknown, path: string, language: Language): Report {
  const report: Report = { strings: 0, problems: [] };
  compare(en, other, "", path, language, report);
  return report;
}

/** Every language but English, with its script. */
const languages: Language[] = locales
  .filter((locale) => locale !== english)
  .map((locale) => ({ locale, script: localeSettings[locale].script }));

/** Content exports that are not one value per language, each checked here or by its own test. */
const notLocalized = [
  // The destinations' order and photos, those added beyond the twelve, and every guide: no words.
  "destination-photos.ts:destinationPhotos",
  "destination-photos.ts:addedDestinations",
  "destination-photos.ts:destinationSlugs",
  // A destination's name and time in a language, from the words checked here: destinations.test.ts.
  "destinations.ts:destinationName",
  "destinations.ts:destinationTime",
  "wordmark.ts:wordmark",
  // Dates, addresses and the evidence behind each guide's facts, and their loader: facts.test.ts.
  "facts.ts:guideFacts",
  "facts.ts:parseGuideFacts",
  "facts.ts:factFilePath",
  // The currencies fixed to another, and the date format the rates file shares: facts.test.ts.
  "facts.ts:currencyPegs",
  "facts.ts:isoDate",
  // The Schengen states, with our guides to them, and the rule on which to apply to: facts.test.ts.
  "facts.ts:schengen",
  // Shared facts no guide cites, listed for review with the guides': facts.test.ts, facts-status.test.ts.
  "facts.ts:sharedOnlyFacts",
  // The checklist's ways in and situations, in the order a guide groups its items: guide-plan.test.ts.
  "facts.ts:checklistPaths",
  "facts.ts:checklistSituations",
  // The ECB's reference rates, their file, schema and addresses: exchange-rates.test.ts, fetch-rates.test.ts.
  "exchange-rates.ts:ecbRates",
  "exchange-rates.ts:parseEcbRates",
  "exchange-rates.ts:ecbCurrencies",
  "exchange-rates.ts:quotedByEcb",
  "exchange-rates.ts:ecbRatesPage",
  "exchange-rates.ts:ecbDailyXml",
  "exchange-rates.ts:ecbRatesFile",
  // The check that every fact has its words in every language: destination-guides.test.ts.
  "destination-guides.ts:parseGuideWords",
  // The check that every official page a fact sends a visitor to has its site's name: destination-guides.test.ts.
  "destination-guides.ts:officialSiteProblems",
  // The kinds of entry, which key the search's words for them; their check: search-words.test.ts.
  "facts.ts:ruleKind",
  "search-words.ts:searchWordsProblems",
];

const localizedExports = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isLocalized(value))
    .map(([name, value]) => ({ name: `${file.slice(2)}:${name}`, value: value as Record<Locale, unknown> })),
);

describe("content in every language", () => {
  it("finds every content module", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(17);
    expect(localizedExports.map(({ name }) => name)).toEqual(
      expect.arrayContaining([
        "about.ts:about",
        "benefits.ts:benefits",
        "destinations-page.ts:destinationsPage",
        "destinations.ts:destinations",
        "faq.ts:faq",
        "hero.ts:hero",
        "launch.ts:launchMessage",
        "not-covered.ts:uncoveredPlaces",
        "not-found.ts:notFound",
        "privacy.ts:privacy",
        "services.ts:services",
        "shell.ts:shell",
        "steps.ts:applicationSteps",
        "support.ts:support",
        "support.ts:supportChannels",
        "toasts.ts:launchToasts",
        "support.ts:placeChats",
        "search-words.ts:searchWords",
        "travel-news.ts:travelNews",
      ]),
    );
  });

  it("has no other exports than the ones in every language and those checked on their own", () => {
    const others = Object.entries(modules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => !isLocalized(value))
        .map(([name]) => `${file.slice(2)}:${name}`),
    );
    expect(others.sort()).toEqual([...notLocalized].sort());
  });

  for (const { name, value } of localizedExports) {
    for (const language of languages) {
      it(`${name}: ${language.locale} has the English shape and its visible text is in ${language.script}`, () => {
        const report = check(value[english], value[language.locale as Locale], name, language);
        expect(report.problems).toEqual([]);
        expect(report.strings).toBeGreaterThan(0);
      });
    }
  }

  it("checks every language but English, each in its own script", () => {
    expect(languages.map(({ locale }) => locale)).toEqual(locales.filter((locale) => locale !== english));
    for (const { script } of languages) expect(() => letterOf(script)).not.toThrow();
  });

  it("the chat asking about a place is in every language", () => {
    expect(new URL(askAboutPlaceHref("Japan", placeChats.en)).searchParams.get("text")).toBe(
      `Hello ${site.name}, I would like to know about a visa for Japan.`,
    );
    for (const locale of locales) {
      const text = new URL(askAboutPlaceHref("Japan", placeChats[locale])).searchParams.get("text");
      expect(text).toBe(fillTemplate(support[locale].askAboutPlace, { place: "Japan" }));
      expect(text).toContain(site.name);
      expect(text).toContain("Japan");
    }
  });

  it("spells the brand name with the wordmark's two parts", async () => {
    const { wordmark } = await import("./wordmark");
    expect(wordmark.lead + wordmark.accent).toBe(site.name);
  });
});

describe("the completeness check itself", () => {
  /** A sample language in Devanagari, and one in Latin letters like English's. */
  const devanagari: Language = { locale: "xx", script: "Deva" };
  const latin: Language = { locale: "yy", script: "Latn" };

  it("reports a missing key, a different list length and English left in the language", () => {
    const en = { title: "Hello", items: ["a", "b"], nested: { label: "Go" } };
    const other = { title: "Hello", items: ["अ"], nested: {} };
    const { problems } = check(en, other, "sample", devanagari);
    expect(problems).toEqual([
      expect.stringContaining("sample.title: xx text same as English"),
      expect.stringContaining("sample.items: 2 items in English, 1 in xx"),
      "sample.items[1]: string in English, undefined in xx",
      expect.stringContaining("sample.nested: keys label in English,  in xx"),
      "sample.nested.label: string in English, undefined in xx",
    ]);
    expect(check({ title: "Hello" }, { title: "Hallo" }, "sample", devanagari).problems).toEqual([
      expect.stringContaining("sample.title: xx text without Deva letters"),
    ]);
    expect(check({ title: "नमस्ते" }, { title: "नमस्ते" }, "sample", devanagari).problems).toEqual([
      expect.stringContaining("sample.title: English text in Deva"),
      expect.stringContaining("sample.title: xx text same as English"),
    ]);
  });

  it("checks a language in English's script for text left in English", () => {
    expect(check({ title: "Hello" }, { title: "Bonjour" }, "sample", latin).problems).toEqual([]);
    expect(check({ title: "Hello" }, { title: "Hello" }, "sample", latin).problems).toEqual([
      expect.stringContaining("sample.title: yy text same as English"),
    ]);
  });

  it("accepts brand names, codes, URLs, e-mail and punctuation, and checks placeholders and ids", () => {
    const en = {
      name: "App Store",
      code: "DEL",
      href: "https://unsplash.com",
      end: ".",
      id: "faq",
      label: "Alerts ({hotkey})",
    };
    const other = { name: "App Store", code: "DEL", href: "https://unsplash.com", end: "।", id: "faq", label: "सूचनाएँ" };
    expect(check(en, other, "sample", devanagari).problems).toEqual([
      expect.stringContaining("sample.label: placeholders differ"),
    ]);
    expect(check({ id: "a" }, { id: "b" }, "ids", devanagari).problems).toEqual([
      expect.stringContaining("differs between languages"),
    ]);
  });

  it("checks that every language's search terms find what English's find, and English's none in its script", () => {
    const en = { keywords: ["Dubai", "UAE"] };
    expect(check(en, { keywords: ["दुबई", "Dubai", "UAE"] }, "terms", devanagari).problems).toEqual([]);
    expect(
      check({ keywords: ["Dubai", "दुबई"] }, { keywords: ["दुबई", "शारजाह"] }, "terms", devanagari).problems,
    ).toEqual(["terms.keywords: xx terms lack the English Dubai", "terms.keywords: English terms carry the xx दुबई"]);
  });

  it("calls content functions and checks what they return", () => {
    const en = { line: (place: string) => `We don't cover ${place} yet.` };
    expect(check(en, { line: (place: string) => `${place} अभी शामिल नहीं है।` }, "f", devanagari).problems).toEqual([]);
    expect(check(en, { line: () => "अभी शामिल नहीं है।" }, "f", devanagari).problems).toEqual(
      expect.arrayContaining([expect.stringContaining("Japan shown in one language only")]),
    );
  });
});
