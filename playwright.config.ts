import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "./scripts/ci/chromium.mjs";

const port = Number(process.env.PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
// The same build on Cloudflare Pages' own runtime (tests/e2e/hosting.spec.ts).
const cdnPort = port + 1;
process.env.SITE_ORIGIN = baseURL;
process.env.CDN_ORIGIN = `http://127.0.0.1:${cdnPort}`;

/** Tests about a phone (touch, taps, its viewport) are in *.phone.spec.ts and run only on the phone. */
const phoneSpecs = "**/*.phone.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test fails the run: it is fixed, not retried.
  retries: 0,
  // Two workers on a 2-core machine: a third competes with the server and Chromium for the cores.
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // The badge's endless pulse keeps a headless compositor drawing frames in software, which
    // doubled the suite's time; tests of motion ask for it (docs/decisions/0014).
    contextOptions: { reducedMotion: "reduce" },
    // A trace's DOM snapshots tripled the time of every action; record one with `--trace on`.
    trace: "off",
    launchOptions: {
      executablePath: chromiumExecutablePath({ headlessShell: true }),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: "desktop",
      testIgnore: phoneSpecs,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // A real phone profile: touch, a mobile viewport and its device scale, taps rather than clicks.
    { name: "phone", testMatch: phoneSpecs, use: { ...devices["Pixel 7"] } },
  ],
  webServer: [
    {
      // `npm test` builds first; this serves that build exactly as `npm start` does.
      command: "node server/start.mjs",
      url: baseURL,
      env: { PORT: String(port) },
      // A run uses the server it started, never one already listening on its port.
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // Cloudflare's runtime for Pages, run locally; it needs no network (docs/deploy.md).
      command: `wrangler pages dev build/client --ip 127.0.0.1 --port ${cdnPort}`,
      url: process.env.CDN_ORIGIN,
      env: { WRANGLER_SEND_METRICS: "false" },
      // A run uses the server it started, never one already listening on its port.
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "ignore",
    },
  ],
});
