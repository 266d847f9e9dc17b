// Makes sure Playwright has a Chromium to drive: its own download where the network
// allows it, else Debian's `chromium` package (installed when running as root).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { systemChromium, systemHeadlessShell } from "./chromium.mjs";

const hasBrowser = () => existsSync(chromium.executablePath()) || existsSync(systemChromium);
const hasHeadlessShell = () => existsSync(chromium.executablePath()) || existsSync(systemHeadlessShell);

/** @param {string} command */
function attempt(command) {
  try {
    execSync(command, { stdio: "inherit", timeout: 10 * 60 * 1000 });
    return true;
  } catch {
    return false;
  }
}

if (!hasBrowser()) {
  console.log("ensure-browser: no Chromium found; trying Playwright's download…");
  attempt("npx playwright install chromium");
}
if ((!hasBrowser() || !hasHeadlessShell()) && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("ensure-browser: installing Debian's chromium and chromium-headless-shell packages…");
  attempt("apt-get update && apt-get install -y chromium chromium-headless-shell");
}
if (!hasBrowser()) {
  console.error(
    "ensure-browser: no Chromium available. Run `npx playwright install chromium` or, on Debian, `sudo apt-get install -y chromium`.",
  );
  process.exit(1);
}

// Hindi pages are set in the system's Devanagari font, as on phones; without one, Chromium
// draws boxes. Debian's fonts-noto-core has Noto Sans Devanagari, which Android ships.
const hasDevanagariFont = () => {
  try {
    return execSync("fc-list :lang=hi family", { encoding: "utf8" }).trim() !== "";
  } catch {
    return true; // No fontconfig: not a Linux desktop stack, the system has its own fonts.
  }
};
if (!hasDevanagariFont() && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("ensure-browser: installing Debian's fonts-noto-core for Devanagari…");
  attempt("apt-get update && apt-get install -y fonts-noto-core");
}
if (!hasDevanagariFont()) {
  console.warn("ensure-browser: no Devanagari font found; Hindi pages will show boxes (Debian: fonts-noto-core).");
}
