// What each page of the build sends at load, brotli as the build writes it (quality 11): its
// HTML, the inline scripts in it, and the scripts its islands load without a tap (decision 0024).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { addressOf, htmlFiles } from "../build/build-files.mjs";
import { inlineScripts } from "../build/csp-hashes.mjs";
import { brotliBest } from "../build/precompress.mjs";
import { islandScripts, withStaticImports } from "../ci/page-scripts.mjs";

/**
 * The file's brotli copy where the build wrote one, else the file compressed the same way.
 * @param {string} clientDir
 * @param {string} file
 */
async function brotliBytes(clientDir, file) {
  const fullPath = path.join(clientDir, file);
  if (existsSync(`${fullPath}.br`)) return (await readFile(`${fullPath}.br`)).length;
  return (await brotliBest(await readFile(fullPath))).length;
}

/**
 * @typedef {{ route: string, html: number, inlineScripts: number, scripts: { file: string, brotli: number }[] }} PageBytes
 * @param {string} clientDir build/client
 * @returns {Promise<PageBytes[]>} Home first, the not-found pages last
 */
export async function measurePages(clientDir) {
  const pages = [];
  for (const htmlFile of await htmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, htmlFile), "utf8");
    const scripts = await withStaticImports(clientDir, islandScripts(html).atLoad);
    const inline = inlineScripts(html).join("\n");
    pages.push({
      route: addressOf(htmlFile),
      html: await brotliBytes(clientDir, htmlFile),
      inlineScripts: inline ? (await brotliBest(Buffer.from(inline))).length : 0,
      scripts: await Promise.all(
        scripts.map(async (file) => ({ file: file.slice(1), brotli: await brotliBytes(clientDir, file) })),
      ),
    });
  }
  const rank = (/** @type {string} */ route) => (route === "/" ? 0 : route.startsWith("/") ? 1 : 2);
  return pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** @param {PageBytes[]} pages */
export function bytesTable(pages) {
  return [
    "| Page | HTML | of which inline scripts | Scripts at load |",
    "| --- | --- | --- | --- |",
    ...pages.map(({ route, html, inlineScripts, scripts }) => {
      const total = scripts.reduce((sum, script) => sum + script.brotli, 0);
      return `| ${route} | ${kib(html)} | ${kib(inlineScripts)} | ${scripts.length ? `${kib(total)} (${scripts.length} files)` : "none"} |`;
    }),
  ].join("\n");
}
