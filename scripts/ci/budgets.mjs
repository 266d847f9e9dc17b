// Brotli byte budgets per pre-rendered route, measured on the build and checked in `npm test`
// (docs/performance.md), and the check that no script carries a page's words (decision 0011).
// `node scripts/ci/budgets.mjs` prints the table; exits 1 when over or when a script has words.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { addressOf, htmlFiles } from "../build/build-files.mjs";
import { brotliBest } from "../build/precompress.mjs";

export const budgets = {
  /** Every script the page loads to hydrate, per route: its bootstrap's imports and theirs. */
  js: 112 * 1024,
  /** The page's stylesheets: inline <style> elements and any it links, per route. */
  css: 15 * 1024,
  /**
   * The HTML document itself, including its inline stylesheet and scripts; 32 KiB since each
   * Destinations card carries its rule line, dated, twice (markup and data; decision 0013), and
   * 33 KiB since every page carries its launch toasts and the script that shows them before
   * hydration (1 KiB; decision 0015), and 34 KiB since a card whose scheme ends after the build
   * carries the text for after its end and the script that picks the visitor's (0.25 KiB on
   * /hi/destinations, which had 0.2 KiB left; decision 0013), and 35 KiB since Tamil: each
   * Destinations page carries its own language's search terms and the Latin ones only (decision
   * 0020), no longer every language's, but /ta/destinations' own longer words take it to 34.3 KiB;
   * 36 KiB since each card links the page its rule was taken from beside the official site to
   * confirm it on, both named (decision 0022).
   */
  html: 36 * 1024,
};

/**
 * Room every page keeps under its JavaScript budget, for what is coming (three more languages
 * and the guides' growth): 8 KiB (decision 0018; the tightest page, a guide, has 9.0).
 */
export const jsRoom = 8 * 1024;

const kinds = { js: "JavaScript", css: "CSS", html: "HTML" };

/**
 * What a page loads by itself: the scripts its module bootstrap imports and any script it
 * links, its stylesheets (inline, linked or preloaded; not <noscript>) and preloaded fonts.
 * The scripts those scripts import are added by `withImports`.
 * @param {string} html
 * @returns {{ js: string[], css: string[], inlineCss: string, fonts: string[] }}
 */
export function routeAssets(html) {
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/gi, "");
  const tags = [...outsideNoscript.matchAll(/<(?:link|script)\b[^>]*>/gi)].map(([tag]) => tag);
  const attribute = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`, "i"))?.[1];
  const js = new Set();
  const css = new Set();
  const fonts = new Set();
  for (const tag of tags) {
    const rel = attribute(tag, "rel");
    const as = attribute(tag, "as");
    const url = attribute(tag, "href") ?? attribute(tag, "src");
    if (!url || /^(https?:)?\/\//.test(url)) continue;
    if (tag.startsWith("<script") || rel === "modulepreload") js.add(url);
    else if (rel === "stylesheet" || (rel === "preload" && as === "style")) css.add(url);
    else if (rel === "preload" && as === "font") fonts.add(url);
  }
  for (const [, code] of outsideNoscript.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Its imports, and the module preloads it adds once the page has painted (decision 0015).
    for (const [, url] of code.matchAll(/"(\/[^"]+\.js)"/g)) js.add(url);
  }
  const inlineCss = [...outsideNoscript.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join("");
  return { js: [...js], css: [...css], inlineCss, fonts: [...fonts] };
}

/**
 * The scripts plus everything they import statically (not `import()`: loaded on demand),
 * read from the built files. Rolldown writes imports as `from"./chunk.js"`.
 * @param {string} clientDir
 * @param {string[]} scripts absolute URLs such as /assets/root-1.js
 */
export async function withImports(clientDir, scripts) {
  const found = new Set(scripts);
  const queue = [...scripts];
  while (queue.length > 0) {
    const url = /** @type {string} */ (queue.shift());
    const fullPath = path.join(clientDir, url);
    if (!existsSync(fullPath)) throw new Error(`budgets: ${url} is loaded by a page but is not in the build.`);
    const code = await readFile(fullPath, "utf8");
    for (const [, specifier] of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      const imported = path.posix.join(path.posix.dirname(url), specifier);
      if (!found.has(imported)) {
        found.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...found];
}

/** @typedef {{ file: string, raw: number, gzip: number, brotli: number }} FileSize */
/** @typedef {{ route: string, html: FileSize, js: FileSize[], css: FileSize[], fonts: FileSize[] }} RouteBytes */

/** Compressed sizes as the build writes them (precompress.mjs): gzip level 9, brotli quality 11. */
const gzipSize = (content) => gzipSync(content, { level: 9 }).length;
const brotliSize = async (content) => (await brotliBest(content)).length;

/**
 * Sizes of a build file: its precompressed copies where the build wrote them.
 * @param {string} clientDir
 * @param {string} file path under clientDir, with or without a leading slash
 * @returns {Promise<FileSize>}
 */
async function fileSize(clientDir, file) {
  const fullPath = path.join(clientDir, file);
  if (!existsSync(fullPath)) throw new Error(`budgets: ${file} is referenced by a page but is not in the build.`);
  const content = await readFile(fullPath);
  const compressed = async (extension, compress) =>
    existsSync(`${fullPath}.${extension}`) ? (await readFile(`${fullPath}.${extension}`)).length : compress(content);
  const isFont = /\.woff2?$/.test(file);
  return {
    file: file.replace(/^\//, ""),
    raw: content.length,
    gzip: isFont ? content.length : await compressed("gz", gzipSize),
    brotli: isFont ? content.length : await compressed("br", brotliSize),
  };
}

/**
 * Sizes of text inside a page, such as its inline stylesheet.
 * @param {string} name
 * @param {string} text
 * @returns {Promise<FileSize>}
 */
async function textSize(name, text) {
  const content = Buffer.from(text);
  return { file: name, raw: content.length, gzip: gzipSize(content), brotli: await brotliSize(content) };
}

/**
 * @param {string} clientDir build/client
 * @returns {Promise<RouteBytes[]>}
 */
export async function measureRoutes(clientDir) {
  const routes = [];
  for (const htmlFile of await htmlFiles(clientDir)) {
    const html = await readFile(path.join(clientDir, htmlFile), "utf8");
    const assets = routeAssets(html);
    const sizes = (files) => Promise.all(files.map((file) => fileSize(clientDir, file)));
    const css = await sizes(assets.css);
    if (assets.inlineCss) css.unshift(await textSize(`<style> in ${htmlFile}`, assets.inlineCss));
    routes.push({
      route: addressOf(htmlFile),
      html: await fileSize(clientDir, htmlFile),
      js: await sizes(await withImports(clientDir, assets.js)),
      css,
      fonts: await sizes(assets.fonts),
    });
  }
  // Home first, the 404 page last, as a reader expects them.
  const rank = (route) => (route === "/" ? 0 : route.startsWith("/") ? 1 : 2);
  return routes.sort((a, b) => rank(a.route) - rank(b.route) || a.route.localeCompare(b.route));
}

/** @param {FileSize[]} files */
export const total = (files, key = "brotli") => files.reduce((sum, file) => sum + file[key], 0);
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * @param {RouteBytes[]} routes
 * @param {typeof budgets} limits
 * @returns {string[]} one message per budget exceeded, naming the files, largest first
 */
export function checkBudgets(routes, limits = budgets) {
  const failures = [];
  for (const route of routes) {
    for (const kind of /** @type {const} */ (["js", "css", "html"])) {
      const files = kind === "html" ? [route.html] : route[kind];
      const size = total(files);
      if (size <= limits[kind]) continue;
      const list = [...files]
        .sort((a, b) => b.brotli - a.brotli)
        .map((file) => `    ${kib(file.brotli).padStart(10)}  ${file.file}`)
        .join("\n");
      failures.push(
        `${kinds[kind]} of ${route.route} is ${kib(size)} brotli, over its ${kib(limits[kind])} budget by ${kib(size - limits[kind])}. Files, largest first:\n${list}`,
      );
    }
  }
  return failures;
}

/**
 * @param {RouteBytes[]} routes
 * @param {number} room bytes each page keeps under its JavaScript budget
 * @param {typeof budgets} limits
 * @returns {string[]} one message per page that eats into the room, naming its largest files
 */
export function checkRoom(routes, room = jsRoom, limits = budgets) {
  const ceiling = limits.js - room;
  return routes
    .filter((route) => total(route.js) > ceiling)
    .map((route) => {
      const size = total(route.js);
      const largest = [...route.js]
        .sort((a, b) => b.brotli - a.brotli)
        .slice(0, 4)
        .map((file) => `${file.file} ${kib(file.brotli)}`)
        .join(", ");
      return `JavaScript of ${route.route} is ${kib(size)} brotli: ${kib(limits.js - size)} under its ${kib(limits.js)} budget, where every page keeps ${kib(room)} of room (decision 0018); ${kib(size - ceiling)} to find. Largest: ${largest}.`;
    });
}

/**
 * Markdown table of what each route loads.
 * @param {RouteBytes[]} routes
 */
export function bytesTable(routes) {
  const cell = (files) => (files.length ? `${kib(total(files, "raw"))} / ${kib(total(files, "brotli"))}` : "–");
  const rows = routes.map(
    (route) =>
      `| ${route.route} | ${cell([route.html])} | ${cell(route.css)} | ${cell(route.js)} (${route.js.length} files) | ${cell(route.fonts)} |`,
  );
  return [
    "| Route | HTML | CSS | JS | Fonts |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "Each cell: raw / brotli. Fonts are woff2 (already compressed). Budgets (brotli, per route): " +
      `JS ${kib(budgets.js)}, CSS ${kib(budgets.css)}, HTML ${kib(budgets.html)}.`,
  ].join("\n");
}

/**
 * Words are text of at least this length with a space in it: shorter text and single tokens
 * may be in a script as facts (the brand, a language's or a store's name, the support e-mail).
 */
const MIN_WORDS_LENGTH = 16;

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
const decodeHtml = (text) =>
  text.replace(/&(?:#x([\da-f]+)|#(\d+)|(\w+));/gi, (entity, hex, decimal, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : decimal
        ? String.fromCodePoint(Number(decimal))
        : (entities[name] ?? entity),
  );

/**
 * The words a page shows or says: its title and description, its text and the labels,
 * placeholders and alt texts of its elements; not its scripts and styles.
 * @param {string} html
 * @returns {string[]}
 */
export function pageWords(html) {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "");
  const texts = markup.split(/<[^>]*>/);
  for (const [, value] of markup.matchAll(
    /\s(?:aria-label|placeholder|alt|data-label-open|data-label-close)="([^"]*)"/g,
  )) {
    texts.push(value);
  }
  texts.push(markup.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
  return [...new Set(texts.map((text) => decodeHtml(text).trim()))].filter(
    (text) => [...text].length >= MIN_WORDS_LENGTH && /\s/.test(text),
  );
}

/**
 * Every page's words found in a script of the build. Loaders give each page its own words in
 * its own language, in its HTML and route data (decision 0011): a script holding any of them
 * means a component imports content again, and every page pays for it in every language.
 * @param {string} clientDir build/client
 * @returns {Promise<string[]>} one message per script, with the words it holds
 */
export async function pageWordsInScripts(clientDir) {
  const words = new Set();
  for (const htmlFile of await htmlFiles(clientDir)) {
    for (const text of pageWords(await readFile(path.join(clientDir, htmlFile), "utf8"))) words.add(text);
  }
  const assets = path.join(clientDir, "assets");
  const failures = [];
  for (const script of (await readdir(assets)).filter((file) => file.endsWith(".js")).sort()) {
    const code = await readFile(path.join(assets, script), "utf8");
    const found = [...words].filter((text) => code.includes(text));
    if (found.length > 0) {
      failures.push(
        `assets/${script} holds ${found.length} of the pages' words, e.g. ${found
          .slice(0, 3)
          .map((text) => JSON.stringify(text))
          .join(", ")}.`,
      );
    }
  }
  return failures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const clientDir = path.resolve("build/client");
  const routes = await measureRoutes(clientDir);
  console.log(bytesTable(routes));
  const failures = checkBudgets(routes);
  if (failures.length > 0) {
    console.error(`\nBudget check failed:\n\n${failures.join("\n\n")}`);
    process.exit(1);
  }
  console.log("\nbudgets: every route is within budget.");
  const crowded = checkRoom(routes);
  if (crowded.length > 0) {
    console.error(`\nNo room left under the JavaScript budget:\n\n${crowded.join("\n")}`);
    process.exit(1);
  }
  console.log(`budgets: every page's JavaScript is at least ${kib(jsRoom)} under its budget.`);
  const wordsInScripts = await pageWordsInScripts(clientDir);
  if (wordsInScripts.length > 0) {
    console.error(
      `\nPages' words in scripts (they belong in the route's loader, decision 0011):\n\n${wordsInScripts.join("\n")}`,
    );
    process.exit(1);
  }
  console.log("budgets: no script holds a page's words.");
}
