// The build's manifest: what the server needs to know of a build besides its files, written by
// the build's last step (scripts/build/postbuild.mjs) beside build/client, never deployed. The
// server reads it instead of the app's TypeScript, so it starts under any Node (decision 0024).

/** The manifest's file name, in the build folder beside `client/` (build/site-manifest.json). */
export const siteManifestFile = "site-manifest.json";

/**
 * @typedef {object} SiteManifest
 * @property {{ address: string, file: string }[]} pages every page but the not-found pages, at
 *   its address: { address: "/hi/about-us", file: "hi/about-us.html" }
 * @property {{ locale: string, prefix: string, notFoundPage: string }[]} languages each language's
 *   address prefix ("" for English, "/hi") and its not-found page ("hi/404.html")
 * @property {{ address: string, file: string }[]} feeds each language's change feed, served as Atom
 */
