// @vitest-environment node
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildSubset, subsetCharacters, subsetFontFile, unicodeRange } from "./subset-font.mjs";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Every character of the shipped sources (tests excluded), where the pages' text lives. */
async function sourceCharacters() {
  const files = (await readdir(appDir, { recursive: true })).filter(
    (file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(appDir, file), "utf8")));
  return new Set([...texts.join("")]);
}

/** Devanagari is set in the visitor's system font, not in Inter (docs/decisions/0009). */
const systemFontScript = /\p{Script_Extensions=Devanagari}/u;

describe("font subset", () => {
  it("covers every character the site's sources contain, Devanagari aside", async () => {
    const covered = new Set([...subsetCharacters, "\n", "\r", "\t"]);
    const missing = [...(await sourceCharacters())].filter(
      (character) => !covered.has(character) && !systemFontScript.test(character),
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
