// Benchmark (not a test): keystroke-to-updated-list time of the destination search with
// a generated catalogue, in Chromium with 4x CPU throttling. Builds a benchmark-only
// harness page (scripts/bench/bench-search/) into a temporary directory; the site's build is untouched.
//   npx node scripts/bench/bench-search.mjs [--count 250] [--throttle 4] [--lang en|hi|…]
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { defaultLocale, locales, localeSettings } from "../../app/config/locales.ts";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import tailwindcss from "@tailwindcss/vite";
import send from "send";
import { build } from "vite";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "250" },
    throttle: { type: "string", default: "4" },
    lang: { type: "string", default: defaultLocale },
  },
});
const lang = locales.includes(values.lang) ? values.lang : defaultLocale;
const count = Number(values.count);
const throttle = Number(values.throttle);

const root = path.resolve(import.meta.dirname, "bench-search");
const outDir = await mkdtemp(path.join(os.tmpdir(), "visaudaan-bench-"));

await build({
  configFile: false,
  root,
  // "error": lucide-react ships "use client" directives that only matter to RSC bundlers.
  logLevel: "error",
  mode: "production",
  plugins: [tailwindcss()],
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic", development: false } },
  build: { outDir, emptyOutDir: true },
});

// One page whatever the path (the harness reads its language from it): index.html for any other.
const server = http.createServer((req, res) => {
  const serveIndex = () => send(req, "/index.html", { root: outDir }).pipe(res);
  send(req, new URL(req.url, "http://localhost").pathname, { root: outDir })
    .on("error", serveIndex)
    .on("directory", serveIndex)
    .pipe(res);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The harness takes its language from the path, as the site does.
  await page.goto(`${url}${localeSettings[lang].prefix.slice(1)}#count=${count}`);
  const input = page.getByRole("searchbox");
  await input.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await input.focus();

  // Typing narrows the list, Backspace widens it again up to all cards: both directions count.
  const script = [];
  // On the other languages' pages, visitors type in their script and in Latin letters: the
  // words each language's test data holds (app/content/words/<locale>/test-data.json).
  const words =
    lang === "en"
      ? ["thailand", "sri lanka", "schengen", "dubai", "visa"]
      : JSON.parse(
          readFileSync(path.join(import.meta.dirname, "../../app/content/words", lang, "test-data.json"), "utf8"),
        ).search.benchmarkWords;
  for (const word of words) {
    for (const char of word) script.push(char); // code points: a matra is its own keystroke
    for (let i = 0; i < word.length; i++) script.push("Backspace");
  }

  async function press(key) {
    const before = await page.evaluate(() => globalThis.benchSamples.length);
    if (/^[\x20-\x7e]$|^Backspace$/.test(key)) await page.keyboard.press(key);
    else {
      // Not on the US layout Playwright simulates: a key event carrying the character, as an
      // Indic keyboard sends it.
      await cdp.send("Input.dispatchKeyEvent", { type: "keyDown", key, text: key, unmodifiedText: key });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key });
    }
    await page.waitForFunction((n) => globalThis.benchSamples.length > n, before);
  }

  for (const key of ["s", "i", "n", "Backspace", "Backspace", "Backspace"]) await press(key); // warm-up
  await page.evaluate(() => (globalThis.benchSamples = []));
  for (const key of script) await press(key);

  const samples = await page.evaluate(() => globalThis.benchSamples);
  const stat = (field) => {
    const sorted = samples.map((sample) => sample[field]).sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
  };
  const fmt = ({ median, p95, max }) =>
    `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`;
  const slowest = samples.reduce((a, b) => (b.frame > a.frame ? b : a));
  console.log(
    `Destination search (${lang}): ${count} destinations, ${throttle}x CPU throttling, ${samples.length} keystrokes`,
  );
  console.log(`  keydown -> list in DOM:   ${fmt(stat("commit"))}`);
  console.log(`  keydown -> next frame:    ${fmt(stat("frame"))}`);
  console.log(`  slowest: "${slowest.query}" (${slowest.results} cards) ${slowest.frame.toFixed(1)} ms`);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
