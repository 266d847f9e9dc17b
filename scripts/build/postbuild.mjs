// Runs after `react-router build`, in order, on build/client:
// 1. publishes the pre-rendered not-found page as /404.html, the name static hosts
//    (Netlify, Cloudflare Pages) serve with status 404;
// 2. inlines the stylesheet into each page and defers the hydration scripts until after
//    the first paint;
// 3. hashes the pages' inline scripts and styles into the Content-Security-Policy and
//    writes the headers (build/client/_headers, build/headers.json);
// 4. writes brotli and gzip copies of the text files.
// Steps 3 and 4 read the final HTML, so they come last.
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { collectHashes } from "./csp-hashes.mjs";
import { htmlFiles } from "./build-files.mjs";
import { hydrateAfterPaint } from "./hydrate-after-paint.mjs";
import { inlineStylesheet } from "./inline-stylesheet.mjs";
import { precompress } from "./precompress.mjs";
import { writeHeaders } from "./write-headers.mjs";

const build = path.resolve("build");
const client = path.join(build, "client");

await rename(path.join(client, "404/index.html"), path.join(client, "404.html"));
await rm(path.join(client, "404"), { recursive: true, force: true });
// Every real page is pre-rendered; the SPA fallback would only serve unknown paths with status 200.
await rm(path.join(client, "__spa-fallback.html"), { force: true });
console.log("postbuild: wrote build/client/404.html");

const pages = await htmlFiles(client);
const stylesheet = await inlineStylesheet(client, pages);
console.log(
  `postbuild: inlined ${stylesheet.file} (${(stylesheet.bytes / 1024).toFixed(1)} KiB) into ${pages.length} pages`,
);

for (const file of pages) {
  const fullPath = path.join(client, file);
  await writeFile(fullPath, hydrateAfterPaint(await readFile(fullPath, "utf8")));
}

const hashes = collectHashes(await Promise.all(pages.map((file) => readFile(path.join(client, file), "utf8"))));
await writeHeaders(build, hashes);
console.log(
  `postbuild: wrote build/client/_headers (${hashes.scriptHashes.length} script, ${hashes.styleHashes.length} style hashes)`,
);

console.log(`postbuild: precompressed ${await precompress(client)} files (brotli, gzip)`);
