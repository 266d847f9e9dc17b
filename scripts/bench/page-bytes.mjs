// What each page of the build sends at load, brotli as the build writes it (quality 11): its
// HTML, the inline scripts in it, and the scripts its islands load without a tap (decision 0024).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { addressOf, htmlFiles } from "../build/build-files.mjs";
import { brotliBest } from "../build/precompress.mjs";

/** The one directive that loads nothing until a visitor touches its island (app/lib/client-directives/tap.ts). */
const startedByATap = "tap";

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

/**
 * The scripts a page loads without a tap: each island's component and renderer, unless the
 * island waits for a tap, and any script it links.
 * @param {string} html
 */
export function scriptsAtLoad(html) {
  const scripts = new Set();
  for (const [island] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    if (attribute(island, "client") === startedByATap) continue;
    for (const name of ["component-url", "renderer-url"]) {
      const url = attribute(island, name);
      if (url) scripts.add(url);
    }
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g)) scripts.add(attribute(tag, "src"));
  return [...scripts];
}

/**
 * The text of the page's inline scripts (Astro's island runtime and directives, the recorder),
 * not its JSON-LD.
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(\b[^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(([, , code]) => code)
    .join("\n");
}

/**
 * The scripts plus everything they import statically, not what they `import()` on demand.
 * Rolldown writes static imports as `from"./chunk.js"` or `import"./chunk.js"`.
 * @param {string} clientDir
 * @param {string[]} scripts addresses such as /assets/client.js
 */
async function withStaticImports(clientDir, scripts) {
  const found = new Set(scripts);
  for (const url of found) {
    const code = await readFile(path.join(clientDir, url), "utf8");
    for (const [, specifier] of code.matchAll(
      /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
    ))
      found.add(path.posix.join(path.posix.dirname(url), specifier));
  }
  return [...found];
}

/** The file's brotli copy where the build wrote one, else the file compressed the same way. */
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
    const scripts = await withStaticImports(clientDir, scriptsAtLoad(html));
    const inline = inlineScripts(html);
    pages.push({
      route: addressOf(htmlFile),
      html: await brotliBytes(clientDir, htmlFile),
      inlineScripts: inline ? (await brotliBest(Buffer.from(inline))).length : 0,
      scripts: await Promise.all(
        scripts.map(async (file) => ({ file: file.slice(1), brotli: await brotliBytes(clientDir, file) })),
      ),
    });
  }
  const rank = (route) => (route === "/" ? 0 : route.startsWith("/") ? 1 : 2);
  return pages.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

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
