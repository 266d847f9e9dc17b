import { type Localized, mapLocales } from "~/config/locales";
import { pseudoLocalize } from "~/lib/build/pseudo-locale";
import type errorWords from "./words/en/error.json";

type ErrorText = typeof errorWords;

const files = import.meta.glob<ErrorText>("./words/*/error.json", { eager: true, import: "default" });

/**
 * Shown only if rendering itself fails (root.tsx's ErrorBoundary). Every language's, in the
 * script every page loads: the failure may be the one that kept the page's words from
 * arriving (a route data file that did not load), so it cannot wait for them. So this module
 * imports its own word file alone, not the words loader (which holds every page's words and
 * the check): the loader checks error.json against English with the rest, and words.test.ts
 * that it needs no site value filled in.
 */
const english = files["./words/en/error.json"]!;

/**
 * The tests' pseudo-locale has no files (decision 0017): its words are made from English's,
 * in its builds only (vite.config.ts writes the switch into the scripts, so the site's drop this).
 */
const pseudo =
  process.env.VISAUDAAN_PSEUDO_LOCALE === "1"
    ? (Object.fromEntries(Object.entries(english).map(([key, text]) => [key, pseudoLocalize(text)])) as ErrorText)
    : english;

export const errorText: Localized<ErrorText> = mapLocales((locale) => files[`./words/${locale}/error.json`] ?? pseudo);
