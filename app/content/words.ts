/**
 * Every page's words, one JSON file per page or area and language in app/content/words/
 * (docs/decisions/0017-content-as-data.md). Loaded once, and checked against English: a
 * language file with a missing or extra key, another list length, other placeholders or
 * another identifier or link fails the build, the dev server and the unit tests, naming the
 * file and the key path. Under Vite (build, dev server, Vitest) the files come with
 * import.meta.glob; elsewhere (node scripts, Playwright) they are read from disk.
 * Relative imports with extensions: node runs this file as it is.
 */
import type { Localized } from "../config/locales.ts";
import { readContentFiles } from "./read-content-files.ts";
import { localizedWords, underWordsFolder, withPseudoLocale, wordProblems } from "./words-check.ts";

const wordFiles = withPseudoLocale(
  import.meta.env
    ? underWordsFolder(
        // A language's test data lives in its folder too (tests/language-data.ts); it holds no words.
        import.meta.glob(["./words/*/**/*.json", "!./words/*/test-data.json"], { eager: true, import: "default" }),
      )
    : readContentFiles("words"),
);

const problems = wordProblems(wordFiles);
if (problems.length > 0) {
  throw new Error(`The word files do not match English (${problems.length}):\n${problems.join("\n")}`);
}

/**
 * An area's words in every language, `{siteName}`, `{supportEmail}` and `{copyrightYear}`
 * filled in; `area` is the file's path under words/<locale>/ without ".json" ("shell",
 * "guides/japan"). `Words` is the English file's type, which every language has:
 * `wordsOf<typeof shellWords>("shell")` with `import type shellWords from "./words/en/shell.json"`.
 */
export function wordsOf<Words = unknown>(area: string): Localized<Words> {
  return localizedWords<Words>(wordFiles, area);
}
