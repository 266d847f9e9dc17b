// Which JavaScript files a built page loads, for the size budgets (.size-limit.mjs): the
// islands that start at load, every module they import statically, and the page's inline
// scripts (Astro's island runtime and directives, the recorder). Read from Astro's island
// attributes and, for the imports, from esbuild's metafile of the built files.
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { inlineScripts } from "../build/csp-hashes.mjs";
import { attribute, elementsOf } from "../build/html.mjs";

/**
 * Client directives whose island starts as the page loads: at once, when idle, or once in view
 * (a page is measured as if read to its end). `client:tap` waits for a tap, `client:only`
 * is not used.
 */
const startsAtLoad = new Set(["load", "idle", "visible"]);

/**
 * The scripts a page's islands load, by when they start: `atLoad` for the directives above,
 * `later` for the others (the launch toasts' `tap`). Each is a site path ("/assets/client.js").
 * @param {string} html
 */
export function islandScripts(html) {
  /** @type {{ atLoad: Set<string>, later: Set<string> }} */
  const found = { atLoad: new Set(), later: new Set() };
  for (const { element } of elementsOf(html)) {
    if (element.tagName !== "astro-island") continue;
    const when = startsAtLoad.has(attribute(element, "client") ?? "") ? found.atLoad : found.later;
    for (const name of ["component-url", "renderer-url", "before-hydration-url"]) {
      const url = attribute(element, name);
      if (url) when.add(url);
    }
  }
  return { atLoad: [...found.atLoad], later: [...found.later] };
}

/**
 * The scripts with every module they import statically, not those they load with `import()`:
 * site paths in, site paths out, sorted.
 * @param {string} clientDir build/client
 * @param {readonly string[]} scripts site paths ("/assets/client.js")
 */
export async function withStaticImports(clientDir, scripts) {
  if (scripts.length === 0) return [];
  const { metafile } = await build({
    absWorkingDir: path.resolve(clientDir),
    entryPoints: scripts.map((script) => script.slice(1)),
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "out",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const found = new Set(scripts.map((script) => script.slice(1)));
  const queue = [...found];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const { path: imported, kind } of metafile.inputs[file]?.imports ?? []) {
      if (kind === "import-statement" && !found.has(imported)) {
        found.add(imported);
        queue.push(imported);
      }
    }
  }
  return [...found].map((file) => `/${file}`).sort();
}

/**
 * A page's inline scripts as one file under `folder`, named by its content, so pages with the
 * same inline code share it; the path written, or none when the page has no inline script.
 * @param {string} folder outside build/client, which is deployed
 * @param {string} html
 * @returns {Promise<string[]>}
 */
export async function inlineScriptFile(folder, html) {
  const code = inlineScripts(html).join("\n");
  if (code === "") return [];
  const file = path.join(folder, `inline-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.js`);
  await mkdir(folder, { recursive: true });
  await writeFile(file, code);
  return [file];
}
