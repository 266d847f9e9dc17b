// Lighthouse (mobile profile, simulated and applied throttling) on every page of the
// production build, when a tap made at first paint is answered on a phone profile, and the
// bytes each page loads; writes the medians to docs/performance.md, which describes the options.
//   npm run bench [-- --runs 1 --tap-runs 5 --routes /,/about-us --no-write --bytes-only --compare DIR]
//   PORT: default 4174 (the compared build: PORT + 1)
import { execFileSync, spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import * as prettier from "prettier";
import { locales, localizePath } from "../../app/config/locales.ts";
import { guidePath, guidePaths } from "../../app/config/pages.ts";
import { measureFirstTaps } from "./bench-first-tap.mjs";
import { chromiumArgs, systemChromium } from "../ci/chromium.mjs";
import { bytesTable, measurePages } from "./page-bytes.mjs";
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
    "tap-runs": { type: "string" },
    routes: { type: "string" },
    "no-write": { type: "boolean", default: false },
    "bytes-only": { type: "boolean", default: false },
    compare: { type: "string" },
  },
});
const runs = Number(options.runs);
const tapRuns = Number(options["tap-runs"] ?? Math.max(runs, 5));
const port = Number(process.env.PORT ?? 4174);

/**
 * One Lighthouse run in a fresh Chromium, so no cache or process state carries over.
 * Lighthouse now and then fails to record the trace (NO_NAVSTART, NO_FCP) or to compute a
 * metric from it; such a run is repeated, at most twice, and a metric still missing then is
 * left out of the medians.
 */
async function lighthouseRun(url, throttlingMethod, attempt = 1) {
  try {
    return await measureOnce(url, throttlingMethod, attempt);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
    console.warn(`${error.message}; running it again`);
    return lighthouseRun(url, throttlingMethod, attempt + 1);
  }
}

class LighthouseRuntimeError extends Error {}

async function measureOnce(url, throttlingMethod, attempt) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    // The full-page screenshot is taken after the trace and measures nothing here.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      throttlingMethod,
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`bench: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
      .filter((audit) => audit.scoreDisplayMode !== "notApplicable" && audit.scoreDisplayMode !== "manual")
      .map((audit) => audit.id);
    const unmeasured = metrics.map(([id]) => lhr.audits[id]).filter((audit) => audit?.numericValue === undefined);
    if (unmeasured.length > 0 && attempt < 3)
      throw new LighthouseRuntimeError(
        `bench: ${url}: ${unmeasured.map((audit) => `${audit.id}: ${audit.errorMessage}`).join("; ")}`,
      );
    const score = (category) => (typeof category?.score === "number" ? Math.round(category.score * 100) : Number.NaN);
    return {
      scores: Object.fromEntries(categories.map((id) => [id, score(lhr.categories[id])])),
      metrics: Object.fromEntries(metrics.map(([id]) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])),
      failing,
      version: lhr.lighthouseVersion,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Another checkout's own first-tap measure, in a process of its own (that checkout's Playwright
 * cannot load beside this one's), with the same arguments and results as ours.
 */
function firstTapsOf(checkout) {
  const script = pathToFileURL(path.resolve(checkout, "scripts/bench/bench-first-tap.mjs")).href;
  return (origin, routes, runs) =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          "--input-type=module",
          "--eval",
          `const { measureFirstTaps } = await import(${JSON.stringify(script)}); process.send(await measureFirstTaps(...${JSON.stringify([origin, routes, runs])}));`,
        ],
        { cwd: checkout, stdio: ["ignore", "inherit", "inherit", "ipc"], serialization: "advanced" },
      );
      child.once("message", resolve);
      child.once("exit", (code) => reject(new Error(`bench: the first tap in ${checkout} exited with ${code}`)));
    });
}

/** The checkout's commit, marked when its files differ from it. */
function commitOf(checkout) {
  const git = (...args) => execFileSync("git", ["-C", checkout, ...args], { encoding: "utf8" }).trim();
  return `${git("rev-parse", "--short", "HEAD")}${git("status", "--porcelain", "--untracked-files=no") ? "+" : ""}`;
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
const pageBytes = await measurePages(path.resolve("build/client"));
const routes = options["bytes-only"]
  ? []
  : options.routes
    ? options.routes.split(",")
    : pageBytes
        .map((page) => page.route)
        .filter((route) => route.startsWith("/") && (!guides.has(route) || benchedGuides.has(route)));

/**
 * The builds measured: this checkout's, and with --compare another checkout's build (built
 * already), served by its own server and tapped by its own first-tap script, which knows how
 * that build answers. Both are measured page by page in turn, so both see the same machine.
 */
const builds = [
  ...(options.compare
    ? [
        {
          checkout: options.compare,
          port: port + 1,
          measureFirstTaps: firstTapsOf(options.compare),
        },
      ]
    : []),
  { checkout: ".", port, measureFirstTaps },
].map((build) => ({ ...build, name: commitOf(build.checkout), results: [], firstTaps: [], loads: [] }));
const thisBuild = builds.at(-1);
const label = (build) => (builds.length > 1 ? `${build.name} ` : "");

// Timings depend on what else the machine runs; the load is recorded with them.
const loadAtStart = os.loadavg()[0];
try {
  if (routes.length > 0) for (const build of builds) build.server = await serveBuild(build.port, build.checkout);
  for (const route of routes) {
    const load = os.loadavg();
    console.log(`bench: ${route}: load average ${load.map((value) => value.toFixed(2)).join(" ")}`);
    for (const build of builds) build.loads.push({ route, lighthouse: load });
    for (const [throttlingMethod, throttling] of throttlingMethods) {
      const samples = builds.map(() => []);
      for (let run = 1; run <= runs; run += 1) {
        for (const [index, build] of builds.entries()) {
          const sample = await lighthouseRun(`${build.server.origin}${route}`, throttlingMethod);
          console.log(
            `bench: ${label(build)}${route} ${throttling} run ${run}/${runs}: ${categories.map((id) => sample.scores[id]).join("/")}, ` +
              metrics.map(([id, name, format]) => `${name} ${format(sample.metrics[id])}`).join(", ") +
              (sample.failing.length ? `; below 100%: ${sample.failing.join(", ")}` : ""),
          );
          samples[index].push(sample);
        }
      }
      for (const [index, build] of builds.entries()) build.results.push({ route, throttling, samples: samples[index] });
    }
    for (const build of builds) {
      build.loads.at(-1).firstTap = os.loadavg();
      build.firstTaps.push(...(await build.measureFirstTaps(build.server.origin, [route], tapRuns)));
    }
  }
} finally {
  for (const build of builds) build.server?.stop();
}
const { results, firstTaps } = thisBuild;

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
const measured = (values) => median(values.filter(Number.isFinite));
const medianOf = (samples, id) => measured(samples.map((sample) => sample.metrics[id]));
const rows = results.map(({ route, throttling, samples }) => {
  const scores = categories.map((id) => measured(samples.map((sample) => sample.scores[id])));
  const values = metrics.map(([id, , format]) => format(medianOf(samples, id)));
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
  `Measured ${date}, same machine; phone profile (4x CPU slowdown, 150 ms round trip, 1.6 Mbps down, 412 px wide), median of ${tapRuns} cold loads per page.`,
  "",
  "| Page | Control tapped at first paint | First contentful paint | Toasts island started | Tap answered |",
  "| --- | --- | --- | --- | --- |",
  ...firstTaps.map(
    ({ route, label, fcp, started, answered }) =>
      `| ${route} | ${label} | ${seconds(fcp)} | ${seconds(started)} | ${seconds(answered)} |`,
  ),
].join("\n");
const bytesSection = [
  `Computed from the build by \`scripts/bench/page-bytes.mjs\` (${date}).`,
  "",
  bytesTable(pageBytes),
  "",
  "Brotli, quality 11 as the build writes it; 1 KiB = 1024 bytes. The inline scripts are part of the HTML, compressed alone here.",
].join("\n");

console.log(`\n${lighthouseSection}\n\n${firstTapSection}\n\n${bytesSection}`);
if (builds.length > 1) {
  const load = (averages) => averages.map((value) => value.toFixed(1)).join(" ");
  const lighthouseCells = (build, route) =>
    throttlingMethods.map(([, throttling]) => {
      const { samples } = build.results.find((result) => result.route === route && result.throttling === throttling);
      const score = measured(samples.map((sample) => sample.scores.performance));
      return `${score} / ${metrics[0][2](medianOf(samples, metrics[0][0]))} / ${metrics[1][2](medianOf(samples, metrics[1][0]))}`;
    });
  console.log(
    [
      "",
      `Side by side (${date}): Lighthouse Performance / LCP / TBT, median of ${runs}; the first tap, median of ${tapRuns}; load average (1, 5, 15 min) at the start of each page's Lighthouse runs and of its taps.`,
      "",
      "| Page | Build | Load, Lighthouse | Simulated | Applied | Load, taps | FCP | Tap answered |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...routes.flatMap((route) =>
        builds.map((build) => {
          const loads = build.loads.find((entry) => entry.route === route);
          const tap = build.firstTaps.find((entry) => entry.route === route);
          return `| ${route} | ${build.name} | ${load(loads.lighthouse)} | ${lighthouseCells(build, route).join(" | ")} | ${load(loads.firstTap)} | ${seconds(tap.fcp)} | ${seconds(tap.answered)} |`;
        }),
      ),
    ].join("\n"),
  );
}
if (!options["no-write"]) {
  let document = await readFile(docsFile, "utf8");
  if (routes.length > 0) document = replaceSection(document, markers.lighthouse, lighthouseSection);
  if (firstTaps.length > 0) document = replaceSection(document, markers.firstTap, firstTapSection);
  document = replaceSection(document, markers.bytes, bytesSection);
  // Formatted as `npm run format:check` expects (aligned tables).
  await writeFile(docsFile, await prettier.format(document, { filepath: docsFile }));
  console.log(`\nbench: wrote ${path.relative(process.cwd(), docsFile)}`);
}
