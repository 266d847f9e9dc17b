// Cuts Inter to the characters and weights the site uses, the one request every first paint
// waits on (docs/decisions/0005). Run after a unit test names a new character, then commit:
//   npx node scripts/assets/subset-font.mjs
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const fontsDir = path.resolve(import.meta.dirname, "../../app/assets/fonts");
const sourceFont = path.join(fontsDir, "inter-latin-wght.woff2");
export const subsetFontFile = path.join(fontsDir, "inter-subset-wght.woff2");

/** Printable ASCII plus the typography the content uses or is likely to: no-break space, ©, ·, curly quotes, dashes, …, •, ₹, ×. */
export const subsetCharacters =
  Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCodePoint(0x20 + index)).join("") +
  "\u00a0©·‘’“”–—…•₹×£éü";

/** From font-medium (500) to font-extrabold (800), with 400 for body text; the CSS clamps anything outside. */
const weightRange = { min: 400, max: 800 };

/**
 * The @font-face unicode-range of `characters`, with consecutive code points joined.
 * @param {string} characters
 */
export function unicodeRange(characters) {
  const points = [
    ...new Set([...characters].map((character) => /** @type {number} */ (character.codePointAt(0)))),
  ].sort((a, b) => a - b);
  /** @type {[number, number][]} */
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (/** @type {number} */ point) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

export async function buildSubset() {
  return subsetFont(await readFile(sourceFont), subsetCharacters, {
    targetFormat: "woff2",
    variationAxes: { wght: weightRange },
  });
}

if (import.meta.main) {
  const font = await buildSubset();
  await writeFile(subsetFontFile, font);
  console.log(`subset-font: wrote ${path.relative(process.cwd(), subsetFontFile)} (${font.length} bytes)`);
  console.log(`subset-font: unicode-range: ${unicodeRange(subsetCharacters)}`);
}
