import { readFileSync } from "node:fs";
import path from "node:path";
import { buildDirectory, pageFileOf } from "../../scripts/build/build-files.mjs";
import { within } from "@testing-library/react";
import { JSDOM } from "jsdom";
import {
  guideRoutesIn,
  holdingRoutesIn,
  languages,
  notFoundRoutes,
  pageRoutes,
  pageRoutesIn,
  pathIn,
  ui,
  type Language,
} from "../pages";

/** What `npm run build` writes and the host serves; with the pseudo-locale, its own build (decision 0017). */
export const buildDir = path.resolve(import.meta.dirname, "../..", buildDirectory, "client");

/** The build's canonical host: VITE_SITE_URL, else the placeholder in app/config/site.ts. */
export const siteUrl = (process.env.VITE_SITE_URL?.trim() || "https://www.visaudaan.com").replace(/\/+$/, "");

/**
 * The file a page path is built to (scripts/build/build-files.mjs knows the layout of
 * build/client): "/about-us" is about-us.html, "/hi/404" is each language's not-found page.
 */
export function pageFile(pagePath: string): string {
  return path.join(buildDir, pageFileOf(pagePath));
}

export interface BuiltPage {
  path: string;
  language: Language;
  html: string;
  document: Document;
  /** Testing Library queries over the page's body, as a visitor's assistive technology reads it. */
  body: ReturnType<typeof within>;
}

const cache = new Map<string, BuiltPage>();

/** The pre-rendered page at a site path, parsed (no script runs). Not-found paths read the language's 404 page. */
export function builtPage(sitePath: string): BuiltPage {
  let page = cache.get(sitePath);
  if (!page) {
    const language = languages.find((candidate) => notFoundRoutes[candidate].path === sitePath);
    const file = pageFile(language ? pathIn(language, "/404") : sitePath.split(/[?#]/)[0]!);
    const html = readFileSync(file, "utf8");
    // Parsed without the inline stylesheet: layout is the browser's to check, and jsdom's
    // cascade would slow every query.
    const { document } = new JSDOM(html.replace(/<style>[\s\S]*?<\/style>/g, "")).window;
    const { lang } = document.documentElement;
    page = {
      path: sitePath,
      language: languages.find((candidate) => ui[candidate].htmlLang === lang)!,
      html,
      document,
      body: within(document.body),
    };
    cache.set(sitePath, page);
  }
  return page;
}

/**
 * Every page of every language, the destination guides included, with its English twin's path
 * ("/about-us" for "/hi/about-us").
 */
export const routes = languages.flatMap((language) => [
  ...pageRoutesIn[language].map((route, index) => ({ ...route, language, englishPath: pageRoutes[index]!.path })),
  ...guideRoutesIn[language].map((route, index) => ({
    ...route,
    language,
    englishPath: guideRoutesIn.en[index]!.path,
  })),
  ...holdingRoutesIn[language].map((route, index) => ({
    ...route,
    language,
    englishPath: holdingRoutesIn.en[index]!.path,
  })),
]);

/** Every page of every language, the guides included, and each language's not-found page. */
export const allRoutes = languages.flatMap((language) => [
  ...routes.filter((route) => route.language === language).map((route) => ({ ...route, notFound: false })),
  { ...notFoundRoutes[language], language, englishPath: notFoundRoutes.en.path, notFound: true },
]);

/** The absolute URL of a page in a language, from its English path. */
export const urlIn = (language: Language, englishPath: string) => `${siteUrl}${pathIn(language, englishPath)}`;
