// The files of build/client the other build scripts work on, and the manifest the server reads.
import { readdir } from "node:fs/promises";
import { locales, localeSettings, pseudoLocale } from "../../app/config/locales.ts";

/** @typedef {import("../../server/site-manifest.mjs").SiteManifest} SiteManifest */

/**
 * Where Astro writes the build: the pseudo-locale's test build (decision 0017) apart, so it
 * never replaces the site's.
 */
export const buildDirectory = locales.includes(pseudoLocale) ? "build-pseudo" : "build";

/**
 * Every page, relative to clientDir ("index.html", "about-us.html", "hi/404.html").
 * @param {string} clientDir
 */
export async function htmlFiles(clientDir) {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html")).sort();
}

/**
 * The address a page file answers at: "index.html" → "/", "about-us.html" → "/about-us",
 * "hi.html" → "/hi".
 * @param {string} htmlFile relative to build/client
 */
export function addressOf(htmlFile) {
  return htmlFile === "index.html" ? "/" : `/${htmlFile.replace(/\.html$/, "")}`;
}

/**
 * The file that serves a page's address: "/" → "index.html", "/hi/about-us" → "hi/about-us.html".
 * @param {string} address
 */
export function pageFileOf(address) {
  return address === "/" ? "index.html" : `${address.replace(/^\//, "")}.html`;
}

/**
 * What server/start.mjs needs of the build (server/site-manifest.mjs): each page at its address,
 * each language's prefix and not-found page, which no address serves with status 200, and the
 * change feeds. Fails when a language has no not-found page among the pages.
 * @param {readonly string[]} pageFiles every .html file of build/client (htmlFiles)
 * @param {readonly string[]} feedFiles the change feeds, relative to build/client
 * @returns {SiteManifest}
 */
export function siteManifest(pageFiles, feedFiles) {
  const languages = locales.map((locale) => {
    const { prefix } = localeSettings[locale];
    return { locale, prefix, notFoundPage: `${prefix.slice(1)}${prefix ? "/" : ""}404.html` };
  });
  const notFoundPages = new Set(languages.map(({ notFoundPage }) => notFoundPage));
  const missing = [...notFoundPages].filter((file) => !pageFiles.includes(file));
  if (missing.length > 0) throw new Error(`build-files: no not-found page ${missing.join(", ")} in the build.`);
  return {
    pages: pageFiles.filter((file) => !notFoundPages.has(file)).map((file) => ({ address: addressOf(file), file })),
    languages,
    feeds: feedFiles.map((file) => ({ address: `/${file}`, file })),
  };
}
