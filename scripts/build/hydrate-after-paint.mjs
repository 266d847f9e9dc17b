// Paint first, hydrate second: once the first contentful paint is on screen, the bootstrap
// adds React Router's module preloads, so every script is fetched at once rather than one
// import after another, and then evaluates them; nothing of the scripts is on the first
// paint's path (why: docs/decisions/0007 and 0015; the launch toasts answer before them).
// Fails the build if React Router's output changes shape, so hydration cannot silently drop.

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
  // The preloads start when the page has painted, all at once: requested while the page
  // parses, they end before the largest paint on a fast link, and Lighthouse's model then
  // puts all of them on that paint's path, whatever their priority (decision 0015).
  const urls = preloads.map((preload) => attribute(preload, "href"));
  const preloadAll = `for (const href of ${JSON.stringify(urls)})
  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`;
  return spliced(html, [
    { ...contentRange(bootstrap), text: `${firstPaint}\n${preloadAll}\n${dynamicImports(rawText(bootstrap))}` },
    ...preloads.map((preload) => ({
      start: preload.sourceCodeLocation.startOffset,
      end: preload.sourceCodeLocation.endOffset,
      text: "",
    })),
  ]);
}
