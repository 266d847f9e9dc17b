// The one description of the browser the tests, benchmarks and image renderer drive.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Debian's package, used where Playwright's own download is not possible. */
export const systemChromium = "/usr/bin/chromium";

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

/** Playwright's own Chromium where it was downloaded (undefined), else Debian's. */
export function chromiumExecutablePath() {
  return existsSync(chromium.executablePath()) ? undefined : systemChromium;
}
