// The files of build/client the other build scripts work on.
import { readdir } from "node:fs/promises";

/**
 * Every pre-rendered page, relative to clientDir ("index.html", "about-us/index.html", "404.html").
 * @param {string} clientDir
 */
export async function htmlFiles(clientDir) {
  return (await readdir(clientDir, { recursive: true })).filter((file) => file.endsWith(".html")).sort();
}
