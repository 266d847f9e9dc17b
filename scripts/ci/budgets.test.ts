import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  budgets,
  bytesTable,
  checkBudgets,
  checkRoom,
  jsRoom,
  pageWords,
  pageWordsInScripts,
  routeAssets,
  withImports,
  type RouteBytes,
} from "./budgets.mjs";

const html = `<html><head>
<link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>
<style>body{margin:0}</style><link rel="preload" href="/assets/app-1.css" as="style"/>
<link rel="icon" href="/favicon-48.png"/><link rel="canonical" href="https://www.visaudaan.com/"/>
<link rel="modulepreload" href="/assets/preloaded-1.js"/>
<noscript><link rel="stylesheet" href="/assets/noscript-only.css"/><style>nav{display:block}</style></noscript>
</head><body><script type="module" async="">await painted;
for (const href of ["/assets/manifest-1.js","/assets/framework-1.js"]) document.head.append(preload(href));
const [, route0] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js")]);
import("/assets/entry.client-1.js");</script>
<script src="https://example.com/third-party.js"></script><style>a{color:red}</style></body></html>`;

const file = (name: string, brotli: number) => ({ file: name, raw: brotli * 4, gzip: brotli * 1.2, brotli });
const kib = 1024;

function route(overrides: Partial<RouteBytes> = {}): RouteBytes {
  return {
    route: "/",
    html: file("index.html", 8 * kib),
    js: [file("assets/framework-1.js", 80 * kib), file("assets/entry.client-1.js", 20 * kib)],
    css: [file("assets/app-1.css", 6 * kib)],
    fonts: [file("assets/inter.woff2", 47 * kib)],
    ...overrides,
  };
}

describe("per-route assets", () => {
  it("lists the scripts, stylesheets and fonts a page loads by itself, once each", () => {
    expect(routeAssets(html)).toEqual({
      js: [
        "/assets/preloaded-1.js",
        "/assets/manifest-1.js",
        "/assets/framework-1.js",
        "/assets/root-1.js",
        "/assets/entry.client-1.js",
      ],
      css: ["/assets/app-1.css"],
      inlineCss: "body{margin:0}a{color:red}",
      fonts: ["/assets/inter.woff2"],
    });
  });

  it("adds the scripts those import statically, not the ones they load on demand", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "budgets-"));
    await mkdir(path.join(client, "assets"));
    const files = {
      "root-1.js": 'import{a as e}from"./framework-1.js";import"./shared-1.js";const t=()=>import("./toaster-1.js");',
      "framework-1.js": 'export{x as a}from"./runtime-1.js";',
      "shared-1.js": 'import{a}from"./framework-1.js";',
      "runtime-1.js": "",
      "toaster-1.js": "",
    };
    for (const [name, code] of Object.entries(files)) await writeFile(path.join(client, "assets", name), code);
    expect((await withImports(client, ["/assets/root-1.js"])).sort()).toEqual([
      "/assets/framework-1.js",
      "/assets/root-1.js",
      "/assets/runtime-1.js",
      "/assets/shared-1.js",
    ]);
    await expect(withImports(client, ["/assets/missing.js"])).rejects.toThrow(/missing\.js is loaded by a page/);
  });
});

describe("budget check", () => {
  it("passes routes within budget", () => {
    expect(checkBudgets([route()])).toEqual([]);
  });

  it("fails a route over its JavaScript budget, naming the route and the files, largest first", () => {
    const grown = route({
      route: "/destinations",
      js: [file("assets/entry.client-1.js", 20 * kib), file("assets/destinations-2.js", 93 * kib)],
    });
    const [message, ...others] = checkBudgets([route(), grown]);
    expect(others).toEqual([]);
    expect(message).toMatch(
      /^JavaScript of \/destinations is 113\.0 KiB brotli, over its 112\.0 KiB budget by 1\.0 KiB/,
    );
    expect(message!.indexOf("assets/destinations-2.js")).toBeLessThan(message!.indexOf("assets/entry.client-1.js"));
  });

  it("checks CSS and the HTML document against their own budgets", () => {
    const failures = checkBudgets([
      route({ css: [file("assets/app-1.css", 16 * kib)], html: file("index.html", 39 * kib) }),
    ]);
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatch(/^CSS of \/ is 16\.0 KiB brotli.*\n.*assets\/app-1\.css/);
    expect(failures[1]).toMatch(/^HTML of \/ is 39\.0 KiB brotli.*\n.*index\.html/);
  });

  it("holds the limits: JS 112 KiB since every page ships only its own words (decision 0011), CSS 15 KiB, HTML 36 KiB since the cards' rule lines and their dated texts (decision 0013), the launch toasts before hydration (decision 0015) and Tamil's longer words, each Destinations page with its own language's search terms (decision 0020), each card's source and confirm links (decision 0022)", () => {
    expect(budgets).toEqual({ js: 112 * kib, css: 15 * kib, html: 36 * kib });
  });

  it("keeps room under the JavaScript budget on every page, naming the pages that eat into it and their largest files", () => {
    const within = route({ js: [file("assets/framework-1.js", 100 * kib)] });
    const crowded = route({
      route: "/destinations",
      js: [file("assets/framework-1.js", 100 * kib), file("assets/destinations-1.js", 9 * kib)],
    });
    expect(checkRoom([within], 8 * kib)).toEqual([]);
    const [message, ...others] = checkRoom([within, crowded], 8 * kib);
    expect(others).toEqual([]);
    expect(message).toBe(
      "JavaScript of /destinations is 109.0 KiB brotli: 3.0 KiB under its 112.0 KiB budget, where every page keeps 8.0 KiB of room (decision 0018); 5.0 KiB to find. Largest: assets/framework-1.js 100.0 KiB, assets/destinations-1.js 9.0 KiB.",
    );
  });

  it("keeps 8 KiB of room under the JavaScript budget (decision 0018)", () => {
    expect(jsRoom).toBe(8 * kib);
  });

  it("tabulates raw and brotli bytes per route", () => {
    expect(bytesTable([route()])).toContain(
      "| / | 32.0 KiB / 8.0 KiB | 24.0 KiB / 6.0 KiB | 400.0 KiB / 100.0 KiB (2 files) |",
    );
  });
});

describe("pages' words in scripts", () => {
  const page = `<html><head><title>About Us | VisaUdaan</title>
<meta name="description" content="Read our story, mission &amp; vision."/>
<script>window.__data = "Loader data holds the words too";</script><style>p{color:red}</style></head>
<body><a href="#main">Skip to main content</a><p>VisaUdaan</p><p>support@visaudaan.example</p>
<input placeholder="Search destinations..." aria-label="Search destinations"/><h1>We couldn&#x27;t find that</h1></body></html>`;

  it("are the text, labels, placeholders and description of a page, not its scripts, names or addresses", () => {
    expect(pageWords(page).sort()).toEqual(
      [
        "About Us | VisaUdaan",
        "Read our story, mission & vision.",
        "Search destinations",
        "Search destinations...",
        "Skip to main content",
        "We couldn't find that",
      ].sort(),
    );
  });

  it("are reported for each script that holds any", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "words-"));
    await mkdir(path.join(client, "assets"));
    await writeFile(path.join(client, "index.html"), page);
    await writeFile(path.join(client, "assets", "root-1.js"), 'const site={name:"VisaUdaan"};');
    await writeFile(path.join(client, "assets", "layout-1.js"), "const skip=`Skip to main content`;");
    expect(await pageWordsInScripts(client)).toEqual([
      'assets/layout-1.js holds 1 of the pages\' words, e.g. "Skip to main content".',
    ]);
  });
});
