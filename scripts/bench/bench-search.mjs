// Benchmark (not a test): keystroke-to-updated-list time of the destination search with
// a generated catalogue, in Chromium with 4x CPU throttling. Builds a benchmark-only
// harness page (scripts/bench/bench-search/) into a temporary directory; the site's build is untouched.
//   npx node scripts/bench/bench-search.mjs [--count 250] [--throttle 4]
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import tailwindcss from "@tailwindcss/vite";
import sirv from "sirv";
import { build } from "vite";

const { values } = parseArgs({
  options: { count: { type: "string", default: "250" }, throttle: { type: "string", default: "4" } },
});
const count = Number(values.count);
const throttle = Number(values.throttle);

const root = path.resolve(import.meta.dirname, "bench-search");
const outDir = await mkdtemp(path.join(os.tmpdir(), "visaudaan-bench-"));

await build({
  configFile: false,
  root,
  // "error": React Router and lucide-react ship "use client" directives that only matter to RSC bundlers.
  logLevel: "error",
  mode: "production",
  plugins: [tailwindcss()],
  resolve: { tsconfigPaths: true },
  oxc: { jsx: { runtime: "automatic", development: false } },
  build: { outDir, emptyOutDir: true },
});

const serve = sirv(outDir, { single: true });
const server = http.createServer((req, res) => serve(req, res));
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${url}#count=${count}`);
  const input = page.getByRole("searchbox", { name: "Search destinations" });
  await input.waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await input.focus();

  // Typing narrows the list, Backspace widens it again up to all cards: both directions count.
  const script = [];
  for (const word of ["thailand", "sri lanka", "schengen", "dubai", "visa"]) {
    for (const char of word) script.push(char);
    for (let i = 0; i < word.length; i++) script.push("Backspace");
  }

  async function press(key) {
    const before = await page.evaluate(() => globalThis.benchSamples.length);
    await page.keyboard.press(key);
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
  console.log(`Destination search: ${count} destinations, ${throttle}x CPU throttling, ${samples.length} keystrokes`);
  console.log(`  keydown -> list in DOM:   ${fmt(stat("commit"))}`);
  console.log(`  keydown -> next frame:    ${fmt(stat("frame"))}`);
  console.log(`  slowest: "${slowest.query}" (${slowest.results} cards) ${slowest.frame.toFixed(1)} ms`);
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}
