import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  leanClient,
  neverTakenPaths,
  passThroughPreloadHelper,
  shakableReactRouter,
  withoutNeverTakenPaths,
} from "./lean-client.mjs";

const reactRouterLib = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/lib",
);

describe("shakableReactRouter", () => {
  it("marks React's component and context factories pure and drops display names", () => {
    const code = [
      "const NavLink = React$1.forwardRef(function NavLinkWithRef() {});",
      'NavLink.displayName = "NavLink";',
      "const RouteContext = React.createContext(null);",
      'RouteContext.displayName = "Route";',
      "const Memoized = React$1.memo(Routes);",
      '\t\tFetcherForm.displayName = "fetcher.Form";',
    ].join("\n");
    expect(shakableReactRouter(code)).toBe(
      [
        "const NavLink = /* @__PURE__ */ React$1.forwardRef(function NavLinkWithRef() {});",
        "",
        "const RouteContext = /* @__PURE__ */ React.createContext(null);",
        "",
        "const Memoized = /* @__PURE__ */ React$1.memo(Routes);",
        // Inside a function it is not a module-level side effect; left as it is.
        '\t\tFetcherForm.displayName = "fetcher.Form";',
      ].join("\n"),
    );
  });

  it("matches the installed React Router's contexts and links", async () => {
    for (const file of ["context.js", "dom/lib.js"]) {
      const code = await readFile(path.join(reactRouterLib, file), "utf8");
      const shakable = shakableReactRouter(code);
      expect(shakable, file).not.toMatch(/^\w+\.displayName = /m);
      expect(shakable, file).toMatch(/= \/\* @__PURE__ \*\/ React\$1\.(createContext|forwardRef)\(/);
    }
  });
});

describe("withoutNeverTakenPaths", () => {
  const fogOfWar = [
    "function isFogOfWarEnabled(routeDiscovery, ssr) {",
    '\treturn routeDiscovery.mode === "lazy" && ssr === true;',
    "}",
  ].join("\n");

  it("makes route discovery's check false in a build without a server, and only there", () => {
    const file = "lib/dom/ssr/fog-of-war.js";
    expect(withoutNeverTakenPaths(fogOfWar, file, { ssr: false })).toEqual({
      code: "function isFogOfWarEnabled(routeDiscovery, ssr) {\n\treturn false;\n}",
      errors: [],
    });
    expect(withoutNeverTakenPaths(fogOfWar, file, { ssr: true })).toEqual({ code: fogOfWar, errors: [] });
  });

  it("names the file, the code and why when a release no longer matches", () => {
    for (const ssr of [false, true]) {
      const { errors } = withoutNeverTakenPaths("if (init.instrumentations) {}", "lib/router/router.js", { ssr });
      expect(errors).toEqual([
        "lib/router/router.js: expected 2 of `if (init.instrumentations)` (the client entry gives HydratedRouter no instrumentations), found 1",
        "lib/router/router.js: expected 2 of `consumeInstrumentationClientResultMetaReceiver(router)` (only instrumentations register the receivers this reads), found 0",
      ]);
    }
  });

  it("matches the installed React Router as often as each path says", async () => {
    for (const file of new Set(neverTakenPaths.map((edit) => edit.file))) {
      const code = await readFile(path.join(reactRouterLib, file.replace(/^lib\//, "")), "utf8");
      expect(withoutNeverTakenPaths(code, file, { ssr: false }).errors, file).toEqual([]);
    }
  });
});

describe("leanClient", () => {
  const root = "/site";
  /** The plugin's hooks as Vite calls them, with `this.error` throwing as Vite's does. */
  function pluginOf(build: { ssr: boolean }) {
    const plugin = leanClient(build) as unknown as {
      configResolved: (config: { root: string }) => void;
      buildStart: () => void;
      transform: (this: unknown, code: string, id: string) => { code: string } | undefined;
      buildEnd: (this: unknown) => void;
    };
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    plugin.configResolved({ root });
    plugin.buildStart();
    return {
      transform: (code: string, id: string) => plugin.transform.call(context, code, id),
      buildEnd: () => plugin.buildEnd.call(context),
    };
  }
  const reactRouterModule = (file: string) => `${root}/node_modules/react-router/dist/production/${file}`;
  const shakable = 'const RouteContext = React$1.createContext(null);\nRouteContext.displayName = "Route";';

  it("fails the build when a module of app/ mentions instrumentations, and only app/", () => {
    const plugin = pluginOf({ ssr: false });
    const code = "<HydratedRouter instrumentations={[]} />";
    expect(() => plugin.transform(code, `${root}/app/entry.client.tsx`)).toThrow(
      'mentions instrumentations; if React Router is to get them, remove the "no instrumentations" entries',
    );
    expect(plugin.transform(code, `${root}/node_modules/some-package/app/index.js`)).toBeUndefined();
  });

  it("fails the build when React Router no longer has a file an edit names", () => {
    const plugin = pluginOf({ ssr: false });
    plugin.transform(shakable, reactRouterModule("lib/context.js"));
    expect(() => plugin.buildEnd()).toThrow("React Router has no lib/dom/ssr/fog-of-war.js, lib/router/router.js;");
  });

  it("fails the build when nothing is left to shake, even where an edit matched", () => {
    const plugin = pluginOf({ ssr: true });
    const router =
      "if (init.instrumentations) a();\nif (init.instrumentations) b();\nconsumeInstrumentationClientResultMetaReceiver(router);consumeInstrumentationClientResultMetaReceiver(router);";
    expect(plugin.transform(router, reactRouterModule("lib/router/router.js"))?.code).toContain("if (false) a();");
    expect(() => plugin.buildEnd()).toThrow("no React Router module matched; update shakableReactRouter");
  });
});

describe("the preload helper", () => {
  it("only calls the import it wraps", async () => {
    const url = `data:text/javascript,${encodeURIComponent(passThroughPreloadHelper)}`;
    const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
      __vitePreload: (load: () => Promise<string>, deps: string[]) => Promise<string>;
    };
    await expect(__vitePreload(() => Promise.resolve("module"), [])).resolves.toBe("module");
  });
});
