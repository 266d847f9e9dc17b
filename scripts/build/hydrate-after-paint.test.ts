import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";

// React Router 8's output for a pre-rendered page, trimmed.
const page = `<html><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/></head><body><main>…</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body></html>`;

function bootstrapOf(html: string) {
  return html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)![1]!;
}

describe("hydrateAfterPaint", () => {
  it("moves the module preloads from the head into the bootstrap, and keeps the font's and the other scripts", () => {
    const html = hydrateAfterPaint(page);
    expect(html.split("</head>")[0]).not.toContain("modulepreload");
    expect(html).toContain(
      '<head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>',
    );
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("preloads every script at once after the first contentful paint, then imports the route modules and the client entry", () => {
    const code = bootstrapOf(hydrateAfterPaint(page));
    expect(code).not.toMatch(/^import\s/m);
    const paint = code.indexOf('"first-contentful-paint"');
    const preloads = code.indexOf('for (const href of ["/assets/manifest-1.js","/assets/framework-1.js"])');
    const routes = code.indexOf(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/home-1.js")]);',
    );
    const registry = code.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    const entry = code.indexOf('import("/assets/entry.client-1.js");');
    expect(paint).toBeGreaterThan(-1);
    expect(preloads).toBeGreaterThan(paint);
    expect(routes).toBeGreaterThan(preloads);
    expect(registry).toBeGreaterThan(routes);
    expect(entry).toBeGreaterThan(registry);
  });

  it("runs: every script preloaded, the route modules registered before the client entry loads", async () => {
    const code = bootstrapOf(hydrateAfterPaint(page));
    const order: string[] = [];
    const globals = {
      PerformanceObserver: Object.assign(
        class {
          constructor(private callback: (entries: unknown, observer: unknown) => void) {}
          observe() {
            const entries = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
            this.callback(entries, this);
          }
          disconnect() {}
        },
        { supportedEntryTypes: ["paint"] },
      ),
      setTimeout: () => 0,
      document: {
        createElement: () => ({}),
        head: { append: (link: { rel: string; href: string }) => order.push(`${link.rel} ${link.href}`) },
      },
      window: {} as { __reactRouterRouteModules?: Record<string, unknown> },
      load: async (url: string) => {
        order.push(url);
        if (url.includes("entry.client")) expect(globals.window.__reactRouterRouteModules).toBeDefined();
        return { url };
      },
    };
    const run = new Function(
      ...Object.keys(globals),
      `return (async () => {${code.replaceAll("import(", "load(")}})();`,
    );
    await run(...Object.values(globals));
    expect(order).toEqual([
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/framework-1.js",
      "/assets/manifest-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect(globals.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-1.js" },
      "routes/home": { url: "/assets/home-1.js" },
    });
  });

  it("fails the build when React Router's bootstrap changes shape", () => {
    expect(() =>
      hydrateAfterPaint(page.replace("import * as route0 from", "import { default as route0 } from")),
    ).toThrow(/unexpected React Router bootstrap/);
    expect(() => hydrateAfterPaint("<html><body></body></html>")).toThrow(/expected one React Router bootstrap/);
  });
});
