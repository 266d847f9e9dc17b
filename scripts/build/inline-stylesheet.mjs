// Inlines the whole stylesheet into every pre-rendered page: no stylesheet request before the
// first paint and no restyle after it (why not critical CSS: docs/decisions/0004).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { onlyElement, spliced } from "./html.mjs";

/**
 * @param {string} html a pre-rendered page
 * @param {string} css the stylesheet
 */
export function withInlineStylesheet(html, css) {
  if (css.includes("</style")) throw new Error("inline-stylesheet: the stylesheet contains </style.");
  const head = onlyElement(html, (element) => element.tagName === "head", "<head>");
  const end = head.sourceCodeLocation?.endTag?.startOffset;
  if (end === undefined) throw new Error("inline-stylesheet: expected one </head>.");
  return spliced(html, [{ start: end, end, text: `<style>${css.trim()}</style>` }]);
}

/**
 * @param {string} clientDir build/client
 * @param {string[]} htmlFiles paths relative to clientDir
 * @returns {Promise<{ file: string, bytes: number }>} the stylesheet that was inlined
 */
export async function inlineStylesheet(clientDir, htmlFiles) {
  const assets = path.join(clientDir, "assets");
  const sheets = (await readdir(assets)).filter((file) => file.endsWith(".css"));
  if (sheets.length !== 1) throw new Error(`inline-stylesheet: expected one stylesheet in assets, found ${sheets}.`);
  const sheet = path.join(assets, sheets[0]);
  const css = await readFile(sheet, "utf8");
  for (const file of htmlFiles) {
    const fullPath = path.join(clientDir, file);
    await writeFile(fullPath, withInlineStylesheet(await readFile(fullPath, "utf8"), css));
  }
  // No page links it any more.
  await rm(sheet);
  return { file: `assets/${sheets[0]}`, bytes: Buffer.byteLength(css) };
}
