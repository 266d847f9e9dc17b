import { describe, expect, it } from "vitest";
import { isLocalized, type Locale } from "~/config/locales";
import { site } from "~/config/site";
import { parseStyleGuide } from "~/lib/hindi-style";
import styleGuide from "../../docs/hindi-style-guide.md?raw";
import { askAboutPlaceHref } from "~/lib/place-chat";
import { placeChats } from "./support";

/**
 * Every content module in every language: the Hindi edition has the English edition's shape
 * (keys, list lengths, ids, links) and its visible text is Hindi, in Devanagari.
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ["./*.ts", "!./*.test.ts", "!./words*.ts", "!./read-word-files.ts"],
  {
    eager: true,
  },
);

/** A Devanagari letter (vowel or consonant), not just a mark, digit or danda. */
const devanagariLetter = /[\u0904-\u0939\u093D\u0950\u0958-\u0961\u0972-\u097F]/;

/** Text that reads the same in Hindi (brands, store names, airport codes): the style guide's list. */
const latinTokens = new Set(parseStyleGuide(styleGuide).latinAllowed);

/** Fields that are identifiers or addresses, the same in every language; and variant spellings, found in both. */
const sameInEveryLanguage = new Set(["id", "slug", "imageUrl", "spellings"]);

/** Search terms: each language adds the other's to its own, so the lists differ in length. */
const searchTermLists = new Set(["keywords", "aliases"]);

/** Arguments for content functions: Latin, so any Devanagari in the result comes from the template. */
const sampleArguments = [
  ["Japan", "Canada"],
  ["Japan", "Japan"],
];

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([placeholder]) => placeholder).sort();

const isComponent = (value: unknown) => typeof value === "object" && value !== null && "$$typeof" in value;

/** The text a WhatsApp or mailto link prefills, or null for other links. */
function prefilledText(href: string): string | null {
  const url = new URL(href);
  if (url.host === "wa.me") return url.searchParams.get("text");
  if (url.protocol === "mailto:") return url.searchParams.get("subject");
  return null;
}

interface Report {
  strings: number;
  problems: string[];
}

function checkText(en: string, hi: string, key: string, path: string, report: Report) {
  report.strings += 1;
  const problem = (message: string) =>
    report.problems.push(`${path}: ${message} (en ${JSON.stringify(en)}, hi ${JSON.stringify(hi)})`);

  if (devanagariLetter.test(en)) problem("English text in Devanagari");
  if (sameInEveryLanguage.has(key)) {
    if (hi !== en) problem("differs between languages");
    return;
  }
  if (key === "href") {
    const [enText, hiText] = [prefilledText(en), prefilledText(hi)];
    if (enText === null || hiText === null) {
      if (hi !== en) problem("link differs between languages");
    } else {
      if (en.split("?")[0] !== hi.split("?")[0]) problem("link goes elsewhere in Hindi");
      checkText(enText, hiText, "prefilled", `${path}(prefilled)`, report);
    }
    return;
  }
  if (hi.trim() === "") problem("empty Hindi text");
  if (placeholders(hi).join() !== placeholders(en).join()) problem("placeholders differ");
  if (/\s$/.test(en) !== /\s$/.test(hi)) problem("trailing space differs");
  if (devanagariLetter.test(hi)) {
    if (hi === en) problem("Hindi text same as English");
    return;
  }
  const allowed =
    (latinTokens.has(hi) && hi === en) ||
    (/^https:\/\/\S+$/.test(hi) && hi === en) ||
    (hi === site.contact.supportEmail && hi === en) ||
    /^[\p{P}\s]+$/u.test(hi);
  if (!allowed) problem("Hindi text without Devanagari");
}

function checkSearchTerms(en: unknown, hi: unknown, path: string, report: Report) {
  if (!Array.isArray(en) || !Array.isArray(hi)) {
    report.problems.push(`${path}: not a list of search terms`);
    return;
  }
  report.strings += hi.length;
  // Whatever script a visitor types in, both languages' pages find the same place.
  const isHindi = (term: unknown) => devanagariLetter.test(String(term));
  const lackedByHindi = en.filter((term) => !isHindi(term) && !hi.includes(term));
  const lackedByEnglish = hi.filter((term) => isHindi(term) && !en.includes(term));
  if (lackedByHindi.length > 0)
    report.problems.push(`${path}: Hindi terms lack the English ${lackedByHindi.join(", ")}`);
  if (lackedByEnglish.length > 0)
    report.problems.push(`${path}: English terms lack the Hindi ${lackedByEnglish.join(", ")}`);
  if (!hi.some(isHindi)) report.problems.push(`${path}: no Devanagari term`);
  for (const term of hi) if (String(term).trim() === "") report.problems.push(`${path}: empty term`);
}

/** Walks the English and Hindi values side by side, recording where they do not match. */
function compare(en: unknown, hi: unknown, key: string, path: string, report: Report) {
  if (isComponent(en) || isComponent(hi)) {
    if (hi !== en) report.problems.push(`${path}: a different component in Hindi`);
    return;
  }
  if (typeof en !== typeof hi || Array.isArray(en) !== Array.isArray(hi)) {
    report.problems.push(`${path}: ${typeof en} in English, ${typeof hi} in Hindi`);
    return;
  }
  if (searchTermLists.has(key)) {
    checkSearchTerms(en, hi, path, report);
  } else if (typeof en === "string") {
    checkText(en, hi as string, key, path, report);
  } else if (typeof en === "function") {
    const [enFn, hiFn] = [en as (...args: string[]) => unknown, hi as (...args: string[]) => unknown];
    if (enFn.length !== hiFn.length) report.problems.push(`${path}: takes ${enFn.length} arguments in English`);
    for (const sample of sampleArguments) {
      const args = sample.slice(0, enFn.length);
      const [enResult, hiResult] = [enFn(...args), hiFn(...args)];
      compare(enResult, hiResult, key, `${path}(${args.join(", ")})`, report);
      for (const arg of new Set(args)) {
        if (typeof enResult === "string" && enResult.includes(arg) !== String(hiResult).includes(arg)) {
          report.problems.push(`${path}(${args.join(", ")}): ${arg} shown in one language only`);
        }
      }
    }
  } else if (Array.isArray(en)) {
    const hiList = hi as unknown[];
    if (hiList.length !== en.length)
      report.problems.push(`${path}: ${en.length} items in English, ${hiList.length} in Hindi`);
    en.forEach((item, index) => compare(item, hiList[index], key, `${path}[${index}]`, report));
  } else if (typeof en === "object" && en !== null) {
    const [enKeys, hiKeys] = [Object.keys(en), Object.keys(hi as object)];
    if (hiKeys.join() !== enKeys.join())
      report.problems.push(`${path}: keys ${enKeys.join()} in English, ${hiKeys.join()} in Hindi`);
    for (const field of enKeys) {
      compare(
        (en as Record<string, unknown>)[field],
        (hi as Record<string, unknown>)[field],
        field,
        `${path}.${field}`,
        report,
      );
    }
  } else if (hi !== en) {
    report.problems.push(`${path}: ${String(en)} in English, ${String(hi)} in Hindi`);
  }
}

function check(en: unknown, hi: unknown, path: string): Report {
  const report: Report = { strings: 0, problems: [] };
  compare(en, hi, "", path, report);
  return report;
}

/** Content exports that are not one value per language, each checked here or by its own test. */
const notLocalized = [
  // The destinations' order, photos and count: no words.
  "destination-photos.ts:destinationPhotos",
  "destination-photos.ts:destinationCount",
  "shell.ts:wordmark",
  // Dates, addresses and the evidence behind each guide's facts, and their loader: facts.test.ts.
  "facts.ts:guideFacts",
  "facts.ts:parseGuideFacts",
  "facts.ts:factFilePath",
  // The check that every fact has its words in every language: destination-guides.test.ts.
  "destination-guides.ts:parseGuideWords",
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
    it(`${name}: Hindi has the English shape and its visible text is in Devanagari`, () => {
      const report = check(value.en, value.hi, name);
      expect(report.problems).toEqual([]);
      expect(report.strings).toBeGreaterThan(0);
    });
  }

  it("the chat asking about a place is in Hindi too", () => {
    const href = askAboutPlaceHref("जापान", placeChats.hi);
    expect(new URL(href).searchParams.get("text")).toBe(`नमस्ते ${site.name}, मुझे जापान के वीज़ा के बारे में जानकारी चाहिए।`);
    expect(new URL(askAboutPlaceHref("Japan", placeChats.en)).searchParams.get("text")).toBe(
      `Hello ${site.name}, I would like to know about a visa for Japan.`,
    );
  });

  it("spells the brand name with the wordmark's two parts", async () => {
    const { wordmark } = await import("./shell");
    expect(wordmark.lead + wordmark.accent).toBe(site.name);
  });
});

describe("the completeness check itself", () => {
  it("reports a missing key, a different list length and English left in Hindi", () => {
    const en = { title: "Hello", items: ["a", "b"], nested: { label: "Go" } };
    const hi = { title: "Hello", items: ["a"], nested: {} };
    const { problems } = check(en, hi, "sample");
    expect(problems).toEqual([
      expect.stringContaining("sample.title: Hindi text without Devanagari"),
      expect.stringContaining("sample.items: 2 items in English, 1 in Hindi"),
      expect.stringContaining("sample.items[0]: Hindi text without Devanagari"),
      "sample.items[1]: string in English, undefined in Hindi",
      expect.stringContaining("sample.nested: keys label in English,  in Hindi"),
      "sample.nested.label: string in English, undefined in Hindi",
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
    const hi = { name: "App Store", code: "DEL", href: "https://unsplash.com", end: "।", id: "faq", label: "सूचनाएँ" };
    expect(check(en, hi, "sample").problems).toEqual([expect.stringContaining("sample.label: placeholders differ")]);
    expect(check({ id: "a" }, { id: "b" }, "ids").problems).toEqual([
      expect.stringContaining("differs between languages"),
    ]);
  });

  it("calls content functions and checks what they return", () => {
    const en = { line: (place: string) => `We don't cover ${place} yet.` };
    expect(check(en, { line: (place: string) => `${place} अभी शामिल नहीं है।` }, "f").problems).toEqual([]);
    expect(check(en, { line: () => "अभी शामिल नहीं है।" }, "f").problems).toEqual(
      expect.arrayContaining([expect.stringContaining("Japan shown in one language only")]),
    );
  });
});
