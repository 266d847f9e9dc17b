// How long a visitor on a mid-range phone waits for an answer to a tap made the moment the
// page paints (decision 0007). Phone profile: 4x CPU slowdown, 150 ms round trip, 1.6 Mbps
// down, 750 kbps up, 412 px wide; cold loads. Per page: first contentful paint, hydration,
// and when the toast for a tap made at first paint appears, all from the navigation start.
/* global window, document, MutationObserver -- tapAtFirstPaint and the page functions run in the page */
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import { median } from "./serve-build.mjs";

const phone = {
  viewport: { width: 412, height: 823 },
  cpuSlowdown: 4,
  network: { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 },
};

// In the page from its first byte: at first contentful paint, tap the control a visitor taps
// first, which answers with a toast: the first button shown in the main content (Start Visa
// Application), else the header's Sign In, in either language (Explore Options is a link to
// its guide, and the search's buttons answer without a toast). Note when a toast appears and
// when React has hydrated.
function tapAtFirstPaint() {
  const times = (window.firstTapTimes = {});
  new PerformanceObserver((entries, observer) => {
    const paint = entries.getEntriesByName("first-contentful-paint")[0];
    if (!paint) return;
    observer.disconnect();
    times.fcp = paint.startTime;
    const button =
      [...document.querySelectorAll("main button")].find((candidate) => candidate.checkVisibility()) ??
      document.querySelector("header button:not([popovertarget])");
    times.label = button?.textContent.trim();
    button?.click();
  }).observe({ type: "paint", buffered: true });
  new MutationObserver(() => {
    times.hydrated ??= document.documentElement.dataset.hydrated ? performance.now() : undefined;
    if (times.answered === undefined && document.querySelector("[role=region] li")) times.answered = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

async function measureOnce(browser, url) {
  const context = await browser.newContext({ viewport: phone.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", phone.network);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
    await page.addInitScript(tapAtFirstPaint);
    await page.goto(url);
    // A build that drops early taps never answers: recorded as Infinity after 15 s.
    await page
      .waitForFunction(() => window.firstTapTimes.answered !== undefined, undefined, { timeout: 15_000 })
      .catch(() => {});
    const times = await page.evaluate(() => window.firstTapTimes);
    return { ...times, answered: times.answered ?? Number.POSITIVE_INFINITY };
  } finally {
    await context.close();
  }
}

/**
 * Medians over `runs` cold loads of each route.
 * @returns {Promise<{ route: string, label: string, fcp: number, hydrated: number, answered: number }[]>}
 */
export async function measureFirstTaps(origin, routes, runs) {
  const browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: chromiumArgs });
  try {
    const results = [];
    for (const route of routes) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(browser, `${origin}${route}`));
      const result = {
        route,
        label: samples[0].label,
        ...Object.fromEntries(["fcp", "hydrated", "answered"].map((key) => [key, median(samples.map((s) => s[key]))])),
      };
      console.log(
        `bench: ${route} first tap (${result.label}): FCP ${(result.fcp / 1000).toFixed(2)} s, hydrated ${(result.hydrated / 1000).toFixed(2)} s, answered ${(result.answered / 1000).toFixed(2)} s`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
