// The size budgets, checked by size-limit on the build (`npm run test:budgets`, docs/performance.md):
// brotli bytes, one number each. Which files a page loads depends on its islands, so the checks
// are read from the build (scripts/ci/page-scripts.mjs); pages that load the same files share one.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { islandScripts, inlineScriptFile, withStaticImports } from "./scripts/ci/page-scripts.mjs";
import { siteManifestFile } from "./server/site-manifest.mjs";

const budgets = {
  /**
   * The JavaScript a page runs as it loads: its inline scripts and the islands that start at
   * load or in view, with what they import (decision 0024).
   */
  javascriptAtLoad: "70 KiB",
  /**
   * The HTML document, with its inline stylesheet, scripts and the islands' props: 38 KiB since
   * Destinations lists the ten guides added beyond the twelve, each card with its search terms
   * (decision 0027); Hindi's is the largest.
   */
  html: "38 KiB",
};

const buildDir = path.resolve(import.meta.dirname, "build");
const clientDir = path.join(buildDir, "client");
const manifestFile = path.join(buildDir, siteManifestFile);
if (!existsSync(manifestFile)) throw new Error(`${siteManifestFile} is missing: run npm run build first.`);
/** @type {import("./server/site-manifest.mjs").SiteManifest} */
const manifest = JSON.parse(await readFile(manifestFile, "utf8"));
/** Every page by a name: its address, or the not-found page's file. */
const pages = [
  ...manifest.pages.map(({ address, file }) => ({ name: address, file })),
  ...manifest.languages.map(({ notFoundPage }) => ({ name: notFoundPage, file: notFoundPage })),
];
/** @param {string} sitePath */
const fromSite = (sitePath) => path.join(clientDir, sitePath);

/**
 * Pages by the files they load at load, with the launch toasts' files on a first tap.
 * @type {Map<string, { files: string[], onTap: string[], names: string[] }>}
 */
const groups = new Map();
for (const { name, file } of pages) {
  const html = await readFile(path.join(clientDir, file), "utf8");
  const scripts = islandScripts(html);
  const atLoad = await withStaticImports(clientDir, scripts.atLoad);
  const onTap = (await withStaticImports(clientDir, scripts.later)).filter((script) => !atLoad.includes(script));
  const files = [...atLoad.map(fromSite), ...(await inlineScriptFile(path.join(buildDir, "size-limit"), html))];
  const group = groups.get(files.join("\n")) ?? { files, onTap: onTap.map(fromSite), names: [] };
  group.names.push(name);
  groups.set(files.join("\n"), group);
}

/** @param {string[]} names */
const named = ([first, ...others]) => (others.length > 0 ? `${first} and ${others.length} more like it` : first);

export default [
  ...[...groups.values()].flatMap(({ files, onTap, names }) => [
    { name: `JavaScript at load: ${named(names)}`, path: files, limit: budgets.javascriptAtLoad },
    // Reported, not budgeted: what a first tap on a launch button loads there.
    ...(onTap.length > 0 ? [{ name: `Launch toasts on a first tap: ${named(names)}`, path: onTap }] : []),
  ]),
  ...pages.map(({ name, file }) => ({
    name: `HTML: ${name}`,
    path: path.join(clientDir, file),
    limit: budgets.html,
  })),
];
