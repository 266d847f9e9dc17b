// Hashes of the inline code in the pre-rendered pages, for the Content-Security-Policy:
// React Router and React emit inline scripts (router context, streamed data, scroll
// restoration, the module bootstrap) whose content differs per page and per build.
import { createHash } from "node:crypto";

/** @param {string} text */
export function sha256Source(text) {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

/** Script types the browser runs; others (application/ld+json) are data and need no hash. */
const executableScriptType = /^(|module|text\/javascript|application\/javascript)$/i;

/**
 * Contents of the inline scripts the browser would execute.
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\ssrc=/i.test(` ${attributes}`))
    .filter(([, attributes]) => executableScriptType.test(attributes.match(/\btype="([^"]*)"/i)?.[1] ?? ""))
    .map(([, , content]) => content);
}

/**
 * Contents of the <style> elements.
 * @param {string} html
 */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, content]) => content);
}

const entities = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#x27": "'", "#39": "'" };

/**
 * Values of `style="…"` attributes in the markup (not inside scripts), entity-decoded
 * as the browser hashes them.
 * @param {string} html
 */
export function styleAttributes(html) {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  return [...markup.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value]) =>
    value.replace(/&(amp|lt|gt|quot|apos|#x27|#39);/g, (_, name) => entities[name]),
  );
}

/**
 * The hashes every page needs, merged: one policy serves all pages and the 404 page.
 * @param {string[]} pages HTML of each page
 */
export function collectHashes(pages) {
  const unique = (values) => [...new Set(values.map(sha256Source))].sort();
  return {
    scriptHashes: unique(pages.flatMap(inlineScripts)),
    styleHashes: unique(pages.flatMap(inlineStyles)),
    styleAttributeHashes: unique(pages.flatMap(styleAttributes)),
  };
}
