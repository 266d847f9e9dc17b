// Inlines into each pre-rendered page the rules its HTML uses (Beasties), so the first
// paint needs no stylesheet request. The full sheet is only preloaded by the page and
// applied after hydration (app/root.tsx): no inline event handler or loader script, so
// the strict Content-Security-Policy holds, and React hydrates the HTML it rendered.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import Beasties from "beasties";

/** One <style> element; its text never spans into another element. */
const styleRegex = /<style>((?:(?!<\/style>)[\s\S])*)<\/style>/;

/**
 * The href of the stylesheet a page preloads (`<link rel="preload" as="style">`).
 * @param {string} html
 */
export function preloadedStylesheet(html) {
  const link = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => /\brel="preload"/.test(tag) && /\bas="style"/.test(tag));
  return link?.match(/\bhref="([^"]+)"/)?.[1];
}

/**
 * The stylesheet's @font-face rules, which the first paint needs: without them it would
 * use neither Inter nor its metric-matched fallback. (root.tsx preloads the font file.)
 * @param {string} css minified stylesheet
 */
export function fontFaces(css) {
  return (css.match(/@font-face\s*\{[^}]*\}/g) ?? []).join("");
}

/**
 * @param {string} clientDir build/client
 * @param {string[]} htmlFiles paths relative to clientDir
 * @returns {Promise<Array<{ file: string, criticalBytes: number }>>}
 */
export async function inlineCriticalCss(clientDir, htmlFiles) {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: false,
    reduceInlineStyles: false,
    mergeStylesheets: false,
    pruneSource: false,
    // Selectors Beasties cannot match against the DOM and would drop although the page
    // uses them: Tailwind's `space-y-*` (`:where(.x>:not(:last-child))`), arbitrary
    // variants (`[&_svg]:size-4`), `:is()`/`:has()` variants. Kept whole instead.
    allowRules: [/:where\(/, /:is\(/, /:not\(/, /:has\(/, /\\&/],
    // @font-face rules are added by fontFaces(): Beasties cannot see that the font is used
    // through a custom property (--font-sans).
    fonts: false,
    logLevel: "warn",
  });
  const results = [];
  for (const file of htmlFiles) {
    const fullPath = path.join(clientDir, file);
    const html = await readFile(fullPath, "utf8");
    const href = preloadedStylesheet(html);
    if (!href) throw new Error(`critical-css: ${file} preloads no stylesheet (see app/root.tsx).`);
    // Beasties extracts from a linked sheet; only its result is kept, so the page stays
    // byte-for-byte what React rendered apart from the added <style>.
    const probe = html.replace("</head>", `<link rel="stylesheet" href="${href}"></head>`);
    const escapedHref = href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const critical = (await beasties.process(probe))
      .split("<body")[0]
      .match(new RegExp(`${styleRegex.source}\\s*<link rel="stylesheet" href="${escapedHref}">`))?.[1];
    if (critical === undefined) throw new Error(`critical-css: Beasties inlined nothing for ${file}.`);
    const fonts = fontFaces(await readFile(path.join(clientDir, href), "utf8"));
    const preloadTag = html.match(/<link\b[^>]*\bas="style"[^>]*>/)[0];
    await writeFile(fullPath, html.replace(preloadTag, `<style>${fonts}${critical}</style>${preloadTag}`));
    results.push({ file, criticalBytes: Buffer.byteLength(fonts + critical) });
  }
  return results;
}
