import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { passThroughPreloadHelper, shakableReactRouter } from "./lean-client.mjs";

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

describe("the preload helper", () => {
  it("only calls the import it wraps", async () => {
    const url = `data:text/javascript,${encodeURIComponent(passThroughPreloadHelper)}`;
    const { __vitePreload } = (await import(/* @vite-ignore */ url)) as {
      __vitePreload: (load: () => Promise<string>, deps: string[]) => Promise<string>;
    };
    await expect(__vitePreload(() => Promise.resolve("module"), [])).resolves.toBe("module");
  });
});
