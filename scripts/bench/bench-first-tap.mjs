// How long a visitor on a mid-range phone waits for an answer to a tap made the moment the
// page paints (decisions 0007, 0015 and 0024). Phone profile: 4x CPU slowdown, 150 ms round
// trip, 1.6 Mbps down, 750 kbps up, 412 px wide; cold loads. Per page: first contentful paint,
// when the toasts island started (the tap on a launch button starts it: `client:tap`; the inline
// recorder keeps the tap until then) and when its toast for that tap appears, all from the
// navigation start; then, from a Chromium trace of separate loads, where that time goes.
/* global window, document, MutationObserver -- watchFirstTap and the page functions run in the page */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import { median } from "./serve-build.mjs";

const phone = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
};

// In the page from its first byte: note the first contentful paint, when the toasts island has
// started (Astro removes its `ssr` attribute) and when a toast shows in the toast region.
function watchFirstTap(startedMark) {
  const times = (window.firstTapTimes = {});
  new PerformanceObserver((entries, observer) => {
    const paint = entries.getEntriesByName("first-contentful-paint")[0];
    if (!paint) return;
    observer.disconnect();
    times.fcp = paint.startTime;
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(() => {
    if (
      times.started === undefined &&
      document.querySelector('astro-island[component-export="LaunchToasts"]:not([ssr])')
    )
      times.started = performance.mark(startedMark).startTime;
    if (times.answered === undefined && document.querySelector("[role=region] li[data-state=open]"))
      times.answered = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Where a visitor taps first for a toast, found on a load without throttling: the first button
 * shown in the main content (Start Visa Application), else the menu's toggle and then the
 * menu's Sign In, in any language (Explore Options is a link to its guide, and the search's
 * buttons and a guide's planner answer without a toast).
 * @returns {Promise<{ label: string, points: { x: number, y: number }[] }>}
 */
async function firstTapOf(browser, url) {
  const context = await browser.newContext({ viewport: phone.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const centre = async (locator) => {
    const box = await locator.boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  try {
    await page.goto(url);
    // A button that raises a launch toast: a guide's planner answers without one.
    const inMain = page.locator("main button[data-launch-toast]:visible").first();
    if ((await inMain.count()) > 0) return { label: (await inMain.innerText()).trim(), points: [await centre(inMain)] };
    // The menu's toggle: the language control's, also a popover toggle, is not shown on a phone.
    const toggle = page.locator("header button[popovertarget]:visible");
    const toggleAt = await centre(toggle);
    const toggleLabel = await toggle.getAttribute("aria-label");
    await toggle.tap();
    const signIn = page.locator("header [popover] button:visible").first();
    return { label: `${toggleLabel}, ${(await signIn.innerText()).trim()}`, points: [toggleAt, await centre(signIn)] };
  } finally {
    await context.close();
  }
}

/** The user-timing mark watchFirstTap sets as the island starts: it places the page's clock on the trace's. */
const startedMark = "first-tap-island-started";

/**
 * One cold load on the phone profile, tapped as a visitor taps: touch events from the browser's
 * input, sent the moment Chromium reports the first contentful paint, so the page handles them
 * as it would a finger's (ahead of its other queued work, after the task running).
 */
async function measureOnce(browser, url, firstTap, { traced = false } = {}) {
  const context = await browser.newContext({ viewport: phone.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", phone.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.addInitScript(watchFirstTap, startedMark);
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const painted = new Promise((resolve) =>
      cdp.on("Page.lifecycleEvent", ({ name }) => name === "firstContentfulPaint" && resolve()),
    );
    if (traced) await browser.startTracing(page, { categories: traceCategories });
    const loaded = page.goto(url);
    await painted;
    for (const [index, point] of firstTap.points.entries()) {
      // A visitor taps Sign In once the menu shows.
      if (index > 0) await page.waitForFunction(() => document.querySelector("header [popover]:popover-open"));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    }
    await loaded;
    // A build that drops early taps never answers: recorded as Infinity after 15 s.
    await page
      .waitForFunction(
        () => window.firstTapTimes.answered !== undefined && window.firstTapTimes.started !== undefined,
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => {});
    const times = await page.evaluate(() => window.firstTapTimes);
    const measured = {
      ...times,
      label: firstTap.label,
      answered: times.answered ?? Number.POSITIVE_INFINITY,
      started: times.started ?? Number.POSITIVE_INFINITY,
    };
    if (!traced) return measured;
    const toastsScript = await page.evaluate(() =>
      document.querySelector('astro-island[component-export="LaunchToasts"]')?.getAttribute("component-url"),
    );
    return { ...measured, ...phasesOf(JSON.parse(await browser.stopTracing()), { ...measured, toastsScript }) };
  } finally {
    await context.close();
  }
}

const traceCategories = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "v8",
  "blink.user_timing",
  "toplevel",
];
/** Main-thread events in which V8 compiles or runs a script, classic or module. */
const scriptWork = new Set(["v8.compile", "v8.compileModule", "EvaluateScript", "v8.evaluateModule"]);
const phaseNames = ["tap", "download", "compile", "hydration", "toast", "other"];

/** Milliseconds covered by the union of the intervals, within [from, to]. */
function coveredWithin(intervals, from, to) {
  let covered = 0;
  let reached = from;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const clippedStart = Math.max(start, reached);
    const clippedEnd = Math.min(end, to);
    if (clippedEnd > clippedStart) covered += clippedEnd - clippedStart;
    reached = Math.max(reached, clippedEnd);
  }
  return covered;
}

/**
 * The time from first paint (F) to the toast (T), in phases that add up to it: tap, F to the
 * request for the toasts island's script (the page handling the tap, which waits for the main
 * thread); download, from then to the last script requested before the island started (S)
 * arriving (the island's, and on Destinations the search's, which share the connection); compile, the main thread compiling
 * and evaluating scripts from then to the end of the last evaluation before S (E); hydration,
 * the main thread's work from E to S; toast, S to T (the island's effect takes the recorded tap
 * and React renders the toast); other, the rest (the main thread idle, or painting).
 */
function phasesOf({ traceEvents }, { fcp, started, answered, toastsScript }) {
  const mark = traceEvents.find((event) => event.name === startedMark);
  if (!mark) return {};
  const onMainThread = traceEvents.filter((event) => event.pid === mark.pid && event.tid === mark.tid);
  // Trace timestamps are microseconds on the trace's clock; the mark gives the page's origin on it.
  const origin = mark.ts / 1000 - mark.args.data.startTime;
  const at = (event) => event.ts / 1000 - origin;
  const interval = (event) => [at(event), at(event) + event.dur / 1000];
  const named = (name) => onMainThread.filter((event) => event.name === name);
  const scriptRequests = named("ResourceSendRequest").filter(
    (event) => /^\/assets\/.*\.js$/.test(new URL(event.args.data.url).pathname) && at(event) < started,
  );
  const requested = new Set(scriptRequests.map((event) => event.args.data.requestId));
  const tapped = Math.max(
    fcp,
    ...scriptRequests.filter((event) => new URL(event.args.data.url).pathname === toastsScript).map(at),
  );
  // The event's own time, not its finishTime: the emulated network hands the body to the page later.
  const downloaded = Math.max(
    tapped,
    ...named("ResourceFinish")
      .filter((event) => requested.has(event.args.data.requestId) && at(event) < started)
      .map(at),
  );
  const evaluated = Math.max(
    downloaded,
    ...named("v8.evaluateModule")
      .map(interval)
      .filter(([start]) => start < started)
      .map(([, end]) => Math.min(end, started)),
  );
  const scripts = onMainThread.filter((event) => scriptWork.has(event.name)).map(interval);
  const tasks = named("RunTask")
    .filter((event) => event.dur)
    .map(interval);
  const phases = {
    tap: tapped - fcp,
    download: downloaded - tapped,
    compile: coveredWithin(scripts, downloaded, evaluated),
    hydration: coveredWithin(tasks, evaluated, started),
    toast: answered - started,
  };
  return { ...phases, other: answered - fcp - Object.values(phases).reduce((sum, ms) => sum + ms, 0) };
}

/**
 * Medians over `runs` cold loads of each route, and the phases over `runs` more, traced: tracing
 * adds work to the main thread, so the timed loads are not traced.
 * @returns {Promise<{ route: string, label: string, fcp: number, started: number, answered: number }[]>}
 */
export async function measureFirstTaps(origin, routes, runs) {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  try {
    const results = [];
    for (const route of routes) {
      const firstTap = await firstTapOf(browser, `${origin}${route}`);
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, `${origin}${route}`, firstTap));
      const result = {
        route,
        label: samples[0].label,
        ...Object.fromEntries(["fcp", "started", "answered"].map((key) => [key, median(samples.map((s) => s[key]))])),
      };
      console.log(
        `bench: ${route} first tap (${result.label}): FCP ${(result.fcp / 1000).toFixed(2)} s, island started ${(result.started / 1000).toFixed(2)} s, answered ${(result.answered / 1000).toFixed(2)} s`,
      );
      const traced = [];
      for (let run = 0; run < runs; run += 1)
        traced.push(await measureOnce(browser, `${origin}${route}`, firstTap, { traced: true }));
      const phases = phaseNames.map((name) => `${name} ${Math.round(median(traced.map((sample) => sample[name])))} ms`);
      console.log(
        `bench: ${route} phases from first paint (${(median(traced.map((s) => s.fcp)) / 1000).toFixed(2)} s) to the toast (${(median(traced.map((s) => s.answered)) / 1000).toFixed(2)} s): ${phases.join(", ")}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
