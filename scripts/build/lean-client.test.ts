import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
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

  it("names the file and the code when a release no longer matches", () => {
    const { errors } = withoutNeverTakenPaths("if (init.instrumentations) {}", "lib/router/router.js", { ssr: false });
    expect(errors).toEqual([
      "lib/router/router.js: expected 2 of `if (init.instrumentations)`, found 1",
      "lib/router/router.js: expected 2 of `consumeInstrumentationClientResultMetaReceiver(router)`, found 0",
    ]);
  });

  it("matches the installed React Router as often as each path says", async () => {
    for (const file of new Set(neverTakenPaths.map((path) => path.file))) {
      const code = await readFile(path.join(reactRouterLib, file.replace(/^lib\//, "")), "utf8");
      expect(withoutNeverTakenPaths(code, file, { ssr: false }).errors, file).toEqual([]);
    }
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
