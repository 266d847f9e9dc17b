// Style and layout before the first paint, from Chromium traces of cold loads at phone size;
// prints medians (why it matters: docs/decisions/0006; options in docs/performance.md).
//   npx node scripts/bench/bench-first-layout.mjs [--runs 7] [--routes /,/about-us] [--compare ORIGIN]
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import { buildIfNeeded, median, serveBuild } from "./serve-build.mjs";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    routes: { type: "string", default: "/,/about-us,/destinations,/travel-news" },
    compare: { type: "string" },
  },
});
const runs = Number(options.runs);
const routes = options.routes.split(",");
const viewport = { width: 412, height: 823 };

/**
 * Milliseconds of layout and of style before the first contentful paint, in one cold load;
 * undefined when the trace missed the start of the page (it does, now and then).
 */
async function traceLoad(browser, url) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  try {
    await browser.startTracing(page, { categories: ["devtools.timeline", "loading"] });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    // Lets the trace's own paint event arrive too.
    await page.waitForTimeout(500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    // The page's main thread is the one that parsed its HTML.
    const parse = traceEvents.findLast((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
    const paint = traceEvents.find((event) => event.name === "firstContentfulPaint" && event.pid === parse?.pid);
    if (!parse || !paint) return undefined;
    const before = traceEvents.filter(
      (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X" && event.ts < paint.ts,
    );
    const total = (name) => before.filter((event) => event.name === name).reduce((sum, event) => sum + event.dur, 0);
    return { layout: total("Layout") / 1000, style: total("UpdateLayoutTree") / 1000 };
  } finally {
    await context.close();
  }
}

async function measureLoad(browser, url) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const load = await traceLoad(browser, url);
    if (load) return load;
  }
  throw new Error(`bench-first-layout: three traces of ${url} missed the page's start`);
}

await buildIfNeeded();
const server = await serveBuild(Number(process.env.PORT ?? 4174));
const origins = [server.origin, ...(options.compare ? [options.compare.replace(/\/$/, "")] : [])];
const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
try {
  for (const route of routes) {
    const samples = new Map(origins.map((origin) => [origin, []]));
    for (let run = 0; run < runs; run += 1)
      for (const origin of origins) samples.get(origin).push(await measureLoad(browser, `${origin}${route}`));
    for (const [origin, loads] of samples) {
      const layout = median(loads.map((load) => load.layout)).toFixed(1);
      const style = median(loads.map((load) => load.style)).toFixed(1);
      console.log(`${route} (${origin}): layout ${layout} ms, style ${style} ms before the first paint`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}
