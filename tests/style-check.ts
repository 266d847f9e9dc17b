import type { Locale } from "../app/config/locales";
import { localeSettings } from "../app/config/locales";
import {
  checkRepetition,
  checkStyle,
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

const wordFiles = import.meta.glob<unknown>("../app/content/words/*/**/*.json", { eager: true, import: "default" });

/** The words every page shows: the layout's loader (lib/build/page-content.server.ts, shellContent). */
export const shellAreas = ["shell", "launch", "support", "toasts"];

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
  /** Each page's own word files, as its route's loader reads them. */
  const pages: Record<string, string[]> = {
    [prefix]: ["hero", "services", "benefits", "steps", "faq"],
    [`${prefix}/destinations`]: ["destinations-page", "destinations", "not-covered"],
    [`${prefix}/about-us`]: ["about"],
    [`${prefix}/travel-news`]: ["travel-news"],
    [`${prefix}/privacy`]: ["privacy"],
    [`${prefix}/404`]: ["not-found", "error"],
    ...Object.fromEntries(
      guideAreas.map((area) => [`${prefix}/destinations/${area.slice("guides/".length)}`, ["guide-page", area]]),
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
  const unplaced = areas.filter((area) => !shellAreas.includes(area) && !Object.values(pages).flat().includes(area));
  return { areas, guideAreas, siteTexts, rules, launchMessage, problems, isAboutGuide, unplaced };
}
