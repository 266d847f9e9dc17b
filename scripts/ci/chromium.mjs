// The one description of the browser the tests, benchmarks and image renderer drive.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's package, used where Playwright's own download is not possible. */
export const systemChromium = "/usr/bin/chromium";

/**
 * Debian's headless-only build of the same Chromium, what Playwright itself runs headless:
 * the test suite's browser, at about half the CPU of the full one (docs/decisions/0014).
 */
export const systemHeadlessShell = "/usr/bin/chromium-headless-shell";

/** Headless Chromium as root on a machine whose only network is localhost. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * Playwright's own Chromium where it was downloaded (undefined), else Debian's: its headless
 * shell when asked for and installed (the tests), the full browser otherwise (the benchmarks).
 */
export function chromiumExecutablePath({ headlessShell = false } = {}) {
  if (existsSync(chromium.executablePath())) return undefined;
  return headlessShell && existsSync(systemHeadlessShell) ? systemHeadlessShell : systemChromium;
}
