// Paint first, hydrate second: the module preloads fetch every script while the page parses,
// at low priority so the font and the page come first, and the bootstrap evaluates them once
// the first contentful paint is on screen, so React's work never delays it (why:
// docs/decisions/0007 and 0015). Fails the build if React Router's output changes shape, so
// hydration cannot silently drop.

import { attribute, contentRange, elementsOf, rawText, spliced } from "./html.mjs";

// Resolves once the first contentful paint is presented. Browsers without paint timing
// wait for the first frame instead; a tab opened in the background never paints, so
// hydration starts after 3 s at the latest.
const firstPaint = `await new Promise((painted) => {
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      painted();
    }).observe({ type: "paint", buffered: true });
    setTimeout(painted, 3000);
  } else requestAnimationFrame(() => setTimeout(painted));
});`;

/**
 * React Router's bootstrap, e.g.
 *   import "/assets/manifest.js";
 *   import * as route0 from "/assets/root.js";
 *   window.__reactRouterRouteModules = {"root":route0};
 *   import("/assets/entry.client.js");
 * with its static imports made dynamic.
 * @param {string} code
 */
function dynamicImports(code) {
  const imports = [];
  const rest = code.replace(/^import (?:\* as (\w+) from )?("[^"]+");\n?/gm, (_, name, url) => {
    imports.push({ name, url });
    return "";
  });
  if (imports.length === 0 || !rest.includes("window.__reactRouterRouteModules") || /^\s*import\s[^(]/m.test(rest)) {
    throw new Error(`hydrate-after-paint: unexpected React Router bootstrap script:\n${code}`);
  }
  const names = imports.map(({ name }) => name ?? "").join(", ");
  const urls = imports.map(({ url }) => `import(${url})`).join(", ");
  return `const [${names}] = await Promise.all([${urls}]);\n${rest.trim()}`;
}

/**
 * @param {string} html a pre-rendered page
 * @returns {string} the page, loading its scripts after the first paint
 */
export function hydrateAfterPaint(html) {
  const elements = elementsOf(html).map(({ element }) => element);
  const bootstraps = elements.filter(
    (element) =>
      element.tagName === "script" &&
      attribute(element, "type") === "module" &&
      attribute(element, "async") !== undefined &&
      attribute(element, "src") === undefined,
  );
  if (bootstraps.length !== 1) {
    throw new Error("hydrate-after-paint: expected one React Router bootstrap script.");
  }
  const [bootstrap] = bootstraps;
  const preloads = elements.filter(
    (element) => element.tagName === "link" && attribute(element, "rel") === "modulepreload",
  );
  if (preloads.length === 0) throw new Error("hydrate-after-paint: expected React Router's module preloads.");
  return spliced(html, [
    { ...contentRange(bootstrap), text: `${firstPaint}\n${dynamicImports(rawText(bootstrap))}` },
    ...preloads.map((preload) => {
      // Before the tag's end, "/>" as React writes it or ">".
      const end = preload.sourceCodeLocation.startTag.endOffset;
      const at = html.slice(end - 2, end) === "/>" ? end - 2 : end - 1;
      return { start: at, end: at, text: ' fetchpriority="low"' };
    }),
  ]);
}
