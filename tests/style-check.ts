import { expect, it } from "vitest";
import type { Locale } from "../app/config/locales";
import { localeSettings } from "../app/config/locales";
import {
  checkRepetition,
  checkStyle,
  describeProblem,
  parseStyleGuide,
  proseTexts,
  type ProseLanguage,
  type StyleProblem,
} from "../app/lib/build/prose-style";

/**
 * A language's word files (app/content/words/<locale>/, decision 0017) and its own name in the
 * language control, read as its style guide's check reads them: every string with its file and
 * key path, and each page's strings as its loaders put them together. A new word file is read
 * without a change here, and must be placed on a page below.
 */

const wordFiles = import.meta.glob<unknown>(
  ["../app/content/words/*/**/*.json", "!../app/content/words/*/test-data.json"],
  { eager: true, import: "default" },
);

/** The words every page shows: the shell's (lib/build/page-content.server.ts, shellContent). */
const shellAreas = ["shell", "launch", "support", "toasts"];

export function styleCheckOf(locale: Exclude<Locale, "en">, language: ProseLanguage, styleGuide: string) {
  const folder = `../app/content/words/${locale}/`;
  /** "shell", "guides/france": a file's area, as words.ts names it. */
  const areas = Object.keys(wordFiles)
    .filter((file) => file.startsWith(folder))
    .map((file) => file.slice(folder.length, -".json".length));
  const fileOf = (area: string) => `words/${locale}/${area}.json`;
  const textsOf = (area: string) =>
    proseTexts(wordFiles[`${folder}${area}.json`], fileOf(area), language.sampleArguments);
  const guideAreas = areas.filter((area) => area.startsWith("guides/"));
  const siteTexts = [
    ...areas.flatMap(textsOf),
    ...proseTexts(localeSettings[locale].name, "config/locales.ts", [], `localeSettings.${locale}.name`),
  ];
  const rules = parseStyleGuide(styleGuide, language.column);
  const prefix = localeSettings[locale].prefix;
  /** Each page's own word files, as its page file reads them. */
  const pages: Record<string, string[]> = {
    [prefix]: ["hero", "services", "benefits", "steps", "faq", "visa-you-hold"],
    [`${prefix}/destinations`]: ["destinations-page", "destinations", "not-covered", "search", "visa-you-hold"],
    [`${prefix}/visa-you-hold`]: ["visa-you-hold", "guide-page", "destinations"],
    [`${prefix}/about-us`]: ["about"],
    [`${prefix}/travel-news`]: ["travel-news"],
    [`${prefix}/privacy`]: ["privacy"],
    [`${prefix}/404`]: ["not-found"],
    ...Object.fromEntries(
      guideAreas.map((area) => [
        `${prefix}/destinations/${area.slice("guides/".length)}`,
        ["guide-page", "visa-you-hold", area],
      ]),
    ),
  };
  /** The share image's lines are drawn into the image, not shown on a page. */
  const onPage = ({ file, path }: { file: string; path: string }) =>
    !(file === fileOf("shell") && path.startsWith("shareImage."));
  const pageTexts = Object.entries(pages).map(([page, own]) => ({
    page,
    texts: [...shellAreas, ...own].flatMap(textsOf).filter(onPage),
  }));
  const launchMessage = (wordFiles[`${folder}launch.json`] as { message: string }).message;
  const isAboutGuide = (problem: StyleProblem) =>
    problem.where.some((where) => where.startsWith(`words/${locale}/guides/`)) ||
    (problem.kind === "repetition" && new RegExp(`${prefix}/destinations/.`).test(problem.message));
  const problems = [
    ...checkStyle(siteTexts, rules, language),
    ...checkRepetition(pageTexts, rules.repetition, [launchMessage], language),
  ];
  const englishAreas = Object.keys(wordFiles).filter((file) => file.startsWith("../app/content/words/en/")).length;
  const unplaced = areas.filter((area) => !shellAreas.includes(area) && !Object.values(pages).flat().includes(area));
  return { areas, englishAreas, guideAreas, siteTexts, rules, launchMessage, problems, isAboutGuide, unplaced };
}

/**
 * What every language's style check asserts of its word files: all read and placed on a page,
 * the whole guide read, a glossary that never rejects its own choices, no problem on a page or
 * a guide, every FAQ answer read. `glossaryLatin`: Latin words the glossary's chosen terms may
 * hold beyond the guide's list.
 */
export function itKeepsItsStyleGuide(
  check: ReturnType<typeof styleCheckOf>,
  language: ProseLanguage,
  glossaryLatin: string[] = [],
) {
  const { areas, englishAreas, guideAreas, siteTexts, rules, launchMessage, problems, isAboutGuide, unplaced } = check;

  it("reads every word file, each placed on a page, and the whole style guide", () => {
    expect(areas).toHaveLength(englishAreas);
    expect(siteTexts.length).toBeGreaterThan(300);
    expect(unplaced).toEqual([]);
    expect(rules.glossary.length).toBeGreaterThan(30);
    expect(rules.fixedWordings.map(({ concept }) => concept)).toContain("the Schengen stay limit");
    expect(rules.repetition.length).toBeGreaterThan(0);
    expect(rules.latinAllowed).toEqual(expect.arrayContaining(["VisaUdaan", "WhatsApp", "App Store", "Google Play"]));
    // The launch message the count leaves out is the one the glossary fixes.
    expect(rules.glossary.find(({ english }) => english === "launch message")?.chosen).toEqual([launchMessage]);
  });

  it("has a glossary that never rejects a word it chooses, nor one it only prefers to avoid", () => {
    const chosen = rules.glossary.flatMap((entry) =>
      entry.chosen.map((word) => ({ file: "glossary", path: entry.english, text: word })),
    );
    expect(
      checkStyle(chosen, { ...rules, latinAllowed: [...rules.latinAllowed, ...glossaryLatin] }, language)
        .filter((problem) => problem.kind === "glossary")
        .map(describeProblem),
    ).toEqual([]);
    const rejected = new Set(rules.glossary.flatMap((entry) => entry.rejected));
    expect(rules.glossary.flatMap((entry) => entry.preferredOver).filter((word) => rejected.has(word))).toEqual([]);
  });

  it("finds no problem in the pages' word files", () => {
    expect(problems.filter((problem) => !isAboutGuide(problem)).map(describeProblem)).toEqual([]);
  });

  it("finds no problem in the guides' word files", () => {
    expect(problems.filter(isAboutGuide).map(describeProblem)).toEqual([]);
  });

  it("reads every FAQ answer as a whole sentence", () => {
    const answers = siteTexts.filter(({ path }) => /(^|\.)answer$/.test(path));
    expect(answers.length).toBeGreaterThanOrEqual(4 + 3 * guideAreas.length);
  });
}
