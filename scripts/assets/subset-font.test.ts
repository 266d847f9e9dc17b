// @vitest-environment node
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales, localeSettings, pseudoLocale } from "../../app/config/locales";
import { isPseudoText } from "../../app/lib/build/pseudo-locale";
import { buildSubset, subsetCharacters, subsetFontFile, unicodeRange } from "./subset-font.mjs";

const appDir = path.resolve(import.meta.dirname, "../../app");

const contentModules = import.meta.glob<Record<string, unknown>>(
  ["../../app/content/*.ts", "!../../app/content/*.test.ts"],
  { eager: true },
);

/**
 * The text of a content module's export, as pages may show it: every key and string in it,
 * except the evidence behind the guides' facts, which no page shows (no loader reads it:
 * app/lib/build/guide-view.server.test.ts) and which quotes its sources in their own scripts, and
 * the tests' pseudo-locale, which no visitor sees (decision 0017).
 */
function shownText(value: unknown): string {
  // Its names are also search terms of the other languages.
  if (typeof value === "string" && isPseudoText(value)) return "";
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value)) return value.map(shownText).join("\n");
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([key]) => key !== "evidence" && key !== pseudoLocale)
      .map(([key, item]) => `${key}\n${shownText(item)}`)
      .join("\n");
  }
  return "";
}

/**
 * Every character of the shipped sources (tests excluded), where the pages' text lives: the
 * content modules by the values they export, every other source file as written.
 */
async function sourceCharacters() {
  const files = (await readdir(appDir, { recursive: true })).filter(
    (file) =>
      /\.(tsx?|css)$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith(`content${path.sep}`) &&
      file !== pseudoLocaleSource,
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(appDir, file), "utf8")));
  const content = Object.values(contentModules).map(shownText);
  expect(content.length).toBeGreaterThanOrEqual(17);
  return new Set([...texts.join(""), ...content.join("")]);
}

/** The pseudo-locale's letters: its pages, for the tests only, may fall back to another font. */
const pseudoLocaleSource = path.join("lib", "build", "pseudo-locale.ts");

/** Scripts other than Latin are set in the visitor's system font, not in Inter (docs/decisions/0009). */
const systemFontScripts = [...new Set(locales.map((locale) => localeSettings[locale].script))]
  .filter((script) => script !== "Latn")
  .map((script) => new RegExp(`\\p{Script_Extensions=${script}}`, "u"));
const inSystemFont = (character: string) => systemFontScripts.some((script) => script.test(character));

describe("font subset", () => {
  it("covers every character of the site's sources and of the content its pages show, other scripts aside", async () => {
    const covered = new Set([...subsetCharacters, "\n", "\r", "\t"]);
    const missing = [...(await sourceCharacters())].filter(
      (character) => !covered.has(character) && !inSystemFont(character),
    );
    expect(missing, "add them to subsetCharacters in scripts/assets/subset-font.mjs and run it").toEqual([]);
  });

  it("declares in app.css the unicode-range of the characters it holds", async () => {
    const css = await readFile(path.join(appDir, "app.css"), "utf8");
    const declared = css.match(/inter-subset-wght\.woff2[^;]*;\s*unicode-range:\s*([^;]+);/)?.[1];
    expect(declared?.replace(/\s+/g, " ")).toBe(unicodeRange(subsetCharacters));
  });

  it("joins consecutive code points into ranges", () => {
    expect(unicodeRange("cab ₹")).toBe("U+0020, U+0061-0063, U+20B9");
  });

  it("is committed as the script writes it", async () => {
    expect(Buffer.compare(await buildSubset(), await readFile(subsetFontFile))).toBe(0);
  });
});
