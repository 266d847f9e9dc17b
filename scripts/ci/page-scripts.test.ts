import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptFile, islandScripts, withStaticImports } from "./page-scripts.mjs";

const island = (client: string, component: string, extra = "") =>
  `<astro-island uid="1" component-url="/assets/${component}.js" component-export="X" renderer-url="/assets/client.js" ssr client="${client}"${extra}></astro-island>`;

const page = `<!DOCTYPE html><html><head><meta charset="utf-8">
<script>window.__taps=[];</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
</head><body>
${island("load", "search")}
${island("visible", "planner", ' before-hydration-url="/assets/before.js"')}
${island("tap", "toasts")}
<script>(()=>{customElements.define("astro-island",class extends HTMLElement{})})();</script>
</body></html>`;

describe("the scripts a built page loads", () => {
  it("takes the islands started at load or in view, with their renderer, apart from those started on a tap", () => {
    expect(islandScripts(page)).toEqual({
      atLoad: ["/assets/search.js", "/assets/client.js", "/assets/planner.js", "/assets/before.js"],
      later: ["/assets/toasts.js", "/assets/client.js"],
    });
    expect(islandScripts("<p>No island</p>")).toEqual({ atLoad: [], later: [] });
  });

  it("adds every module those import statically, not the ones they load with import()", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "page-scripts-"));
    await mkdir(path.join(client, "assets"));
    const files = {
      "search.js": 'import{a as e}from"./react.js";import"./shared.js";const t=()=>import(`./help.js`);export{e,t};',
      "react.js": 'export{x as a}from"./runtime.js";',
      "shared.js": 'import{a}from"./react.js";export const s=a;',
      "runtime.js": "export const x=1;",
      "help.js": 'import"./shared.js";export const h=1;',
    };
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(client, "assets", name), code);
    expect(await withStaticImports(client, ["/assets/search.js"])).toEqual([
      "/assets/react.js",
      "/assets/runtime.js",
      "/assets/search.js",
      "/assets/shared.js",
    ]);
    expect(await withStaticImports(client, [])).toEqual([]);
  });

  it("writes a page's executable inline scripts to one file named by its content, shared by pages alike", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "inline-"));
    const [file] = await inlineScriptFile(folder, page);
    expect(await readFile(file!, "utf8")).toBe(
      'window.__taps=[];\n(()=>{customElements.define("astro-island",class extends HTMLElement{})})();',
    );
    expect(await inlineScriptFile(folder, `${page}<!-- another page -->`)).toEqual([file]);
    expect(await inlineScriptFile(folder, "<p>No script</p>")).toEqual([]);
  });
});
