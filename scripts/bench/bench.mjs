// Lighthouse (mobile profile, simulated and applied throttling) on every page of the
// production build, when a tap made at first paint is answered on a phone profile, and the
// bytes each page loads; writes the medians to docs/performance.md, which describes the options.
//   npm run bench [-- --runs 1 --routes /,/about-us --no-write --bytes-only]   PORT: default 4174
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { locales, localizePath } from "../../app/config/locales.ts";
import { guidePath, guidePaths } from "../../app/config/pages.ts";
import { bytesTable, measureRoutes } from "../ci/budgets.mjs";
import { measureFirstTaps } from "./bench-first-tap.mjs";
import { chromiumArgs, systemChromium } from "../ci/chromium.mjs";
import { buildIfNeeded, median, serveBuild } from "./serve-build.mjs";

const chromePath = process.env.CHROME_PATH ?? systemChromium;
const chromeFlags = ["--headless=new", ...chromiumArgs];
const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = [
  ["largest-contentful-paint", "LCP", (ms) => `${(ms / 1000).toFixed(2)} s`],
  ["total-blocking-time", "TBT", (ms) => `${Math.round(ms)} ms`],
  ["cumulative-layout-shift", "CLS", (value) => value.toFixed(3)],
  ["first-contentful-paint", "FCP", (ms) => `${(ms / 1000).toFixed(2)} s`],
  ["total-byte-weight", "Transferred", (bytes) => `${(bytes / 1024).toFixed(1)} KiB`],
];
const docsFile = path.resolve("docs/performance.md");
/** Lighthouse's own throttling model, and the same profile applied to the real browser. */
const throttlingMethods = [
  ["simulate", "simulated"],
  ["devtools", "applied"],
];
const markers = {
  lighthouse: ["<!-- bench:lighthouse:start -->", "<!-- bench:lighthouse:end -->"],
  firstTap: ["<!-- bench:first-tap:start -->", "<!-- bench:first-tap:end -->"],
  bytes: ["<!-- bench:bytes:start -->", "<!-- bench:bytes:end -->"],
};

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    routes: { type: "string" },
    "no-write": { type: "boolean", default: false },
    "bytes-only": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
const port = Number(process.env.PORT ?? 4174);

/**
 * One Lighthouse run in a fresh Chromium, so no cache or process state carries over.
 * Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP); such a run
 * measured nothing and is repeated, at most twice.
 */
async function lighthouseRun(url, throttlingMethod, attempt = 1) {
  try {
    return await measureOnce(url, throttlingMethod);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
    console.warn(`${error.message}; running it again`);
    return lighthouseRun(url, throttlingMethod, attempt + 1);
  }
}

class LighthouseRuntimeError extends Error {}

async function measureOnce(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`bench: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .filter((audit) => audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
      .map((audit) => audit.id);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
      metrics: Object.fromEntries(metrics.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])),
      failing,
      version: lhr.lighthouseVersion,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

function chromiumVersion() {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return chromePath;
  }
}

function replaceSection(document, [start, end], content) {
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  if (!pattern.test(document)) throw new Error(`bench: docs/performance.md lacks the ${start} … ${end} markers.`);
  return document.replace(pattern, `${start}\n\n${content}\n\n${end}`);
}

/** The guides are one page layout: Lighthouse and the first tap measure two per language, the bytes table all. */
const inEveryLanguage = (paths) =>
  new Set(paths.flatMap((path) => locales.map((locale) => localizePath(path, locale))));
const guides = inEveryLanguage(guidePaths);
const benchedGuides = inEveryLanguage(["united-arab-emirates", "thailand"].map(guidePath));

await buildIfNeeded();
const routeBytes = await measureRoutes(path.resolve("build/client"));
const routes = options["bytes-only"]
  ? []
  : options.routes
    ? options.routes.split(",")
    : routeBytes
        .map((route) => route.route)
        .filter((route) => route.startsWith("/") && (!guides.has(route) || benchedGuides.has(route)));

// Timings depend on what else the machine runs; the load is recorded with them.
const loadAtStart = os.loadavg()[0];
const server = routes.length > 0 ? await serveBuild(port) : undefined;
const results = [];
let firstTaps = [];
try {
  for (const route of routes) {
    for (const [throttlingMethod, throttling] of throttlingMethods) {
      const samples = [];
      for (let run = 1; run <= runs; run += 1) {
        const sample = await lighthouseRun(`${server.origin}${route}`, throttlingMethod);
        console.log(
          `bench: ${route} ${throttling} run ${run}/${runs}: ${categories.map((id) => sample.scores[id]).join("/")}, ` +
            metrics.map(([id, label, format]) => `${label} ${format(sample.metrics[id])}`).join(", ") +
            (sample.failing.length ? `; below 100%: ${sample.failing.join(", ")}` : ""),
        );
        samples.push(sample);
      }
      results.push({ route, throttling, samples });
    }
  }
  if (routes.length > 0) firstTaps = await measureFirstTaps(server.origin, routes, Math.max(runs, 5));
} finally {
  server?.stop();
}

const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? "unknown CPU"}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`;
const date = new Date()
  .toISOString()
  .replace(/\.\d+Z$/, " UTC")
  .replace("T", " ");
const header = [
  `Measured ${date} on ${machine} (load average ${loadAtStart.toFixed(1)} at the start); ${chromiumVersion()}, Lighthouse ${results[0]?.samples[0]?.version}, Node ${process.version}.`,
  `Mobile profile (slow 4G, 4x CPU slowdown), throttling simulated by Lighthouse's model and applied to the browser (\`--throttling-method=devtools\`); median of ${runs} run${runs === 1 ? "" : "s"} per page and method, each value its own median.`,
  "",
  `| Page | Throttling | Performance | Accessibility | Best Practices | SEO | ${metrics.map(([, label]) => label).join(" | ")} | Audits below 100% (any run) |`,
  `| --- | --- | ${[...categories, ...metrics].map(() => "---").join(" | ")} | --- |`,
];
const rows = results.map(({ route, throttling, samples }) => {
  const scores = categories.map((id) => median(samples.map((sample) => sample.scores[id])));
  const values = metrics.map(([id, , format]) => format(median(samples.map((sample) => sample.metrics[id]))));
  const failing = [...new Set(samples.flatMap((sample) => sample.failing))];
  return `| ${route} | ${throttling} | ${scores.join(" | ")} | ${values.join(" | ")} | ${failing.join(", ") || "none"} |`;
});
const warnings = [...new Set(results.flatMap(({ samples }) => samples.flatMap((sample) => sample.warnings)))];
const lighthouseSection = [
  ...header,
  ...rows,
  ...(warnings.length ? ["", ...warnings.map((w) => `Lighthouse warned: ${w}`)] : []),
].join("\n");
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "never");
const firstTapSection = [
  `Measured ${date}, same machine; phone profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 412 px wide), median of ${Math.max(runs, 5)} cold loads per page.`,
  "",
  "| Page | Control tapped at first paint | First contentful paint | Hydrated | Tap answered |",
  "| --- | --- | --- | --- | --- |",
  ...firstTaps.map(
    ({ route, label, fcp, hydrated, answered }) =>
      `| ${route} | ${label} | ${seconds(fcp)} | ${seconds(hydrated)} | ${seconds(answered)} |`,
  ),
].join("\n");
const bytesSection = `Computed from the build by \`scripts/ci/budgets.mjs\` (${date}).\n\n${bytesTable(routeBytes)}`;

console.log(`\n${lighthouseSection}\n\n${firstTapSection}\n\n${bytesSection}`);
if (!options["no-write"]) {
  let document = await readFile(docsFile, "utf8");
  if (routes.length > 0) document = replaceSection(document, markers.lighthouse, lighthouseSection);
  if (firstTaps.length > 0) document = replaceSection(document, markers.firstTap, firstTapSection);
  document = replaceSection(document, markers.bytes, bytesSection);
  // Formatted as `npm run format:check` expects (aligned tables).
  await writeFile(docsFile, await prettier.format(document, { filepath: docsFile }));
  console.log(`\nbench: wrote ${path.relative(process.cwd(), docsFile)}`);
}
