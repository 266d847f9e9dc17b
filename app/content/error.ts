import { type Localized, mapLocales } from "~/config/locales";
import { pseudoLocalize } from "~/lib/build/pseudo-locale";
import type errorWords from "./words/en/error.json";

export type ErrorText = typeof errorWords;

/**
 * Shown only if rendering itself fails (root.tsx's ErrorBoundary). Every language's, in every
 * pre-rendered page: the failure may be the one that kept the page's words from arriving (a
 * route data file that did not load), so it cannot wait for them. The root writes them into
 * the page when pre-rendering, so the scripts do not carry them: all is built in one call
 * marked pure, which the browser's build drops. This module imports its own word file alone,
 * not the words loader (which holds every page's words and the check): the loader checks
 * error.json against English with the rest, and words.test.ts that it needs no site value
 * filled in.
 */
export const errorText: Localized<ErrorText> = /* @__PURE__ */ (() => {
  const files = import.meta.glob<ErrorText>("./words/*/error.json", { eager: true, import: "default" });
  const english = files["./words/en/error.json"]!;
  // The tests' pseudo-locale has no files (decision 0017): its words are made from English's,
  // in its builds only (vite.config.ts writes the switch into the scripts, so the site's drop this).
  const pseudo =
    process.env.VISAUDAAN_PSEUDO_LOCALE === "1"
      ? (Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)])) as ErrorText)
      : english;
  return mapLocales((locale) => files[`./words/${locale}/error.json`] ?? pseudo);
})();
