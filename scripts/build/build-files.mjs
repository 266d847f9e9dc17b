// The files of build/client the other build scripts work on.
import { readdir } from "node:fs/promises";
import { locales, pseudoLocale } from "../../app/config/locales.ts";

/**
 * Where React Router writes the build: the pseudo-locale's test build (decision 0017) apart,
 * so it never replaces the site's.
 */
export const buildDirectory = locales.includes(pseudoLocale) ? "build-pseudo" : "build";

/**
 * Every page, relative to clientDir ("index.html", "about-us.html", "hi/404.html").
 * @param {string} clientDir
 */
export async function htmlFiles(clientDir) {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html")).sort();
}

/** Not-found pages keep their file name: no address serves them with status 200. */
const isNotFoundPage = (file) => file === "404.html" || file.endsWith("/404.html");

/**
 * The address a page file answers at: "index.html" → "/", "about-us.html" → "/about-us",
 * "hi.html" → "/hi"; a not-found page keeps its file name ("hi/404.html").
 * @param {string} htmlFile relative to build/client
 */
export function addressOf(htmlFile) {
  if (htmlFile === "index.html") return "/";
  return isNotFoundPage(htmlFile) ? htmlFile : `/${htmlFile.replace(/\.html$/, "")}`;
}

/**
 * The file that serves a page's address: "/" → "index.html", "/hi/about-us" → "hi/about-us.html".
 * @param {string} address
 */
export function pageFileOf(address) {
  return address === "/" ? "index.html" : `${address.replace(/^\//, "")}.html`;
}
