// Makes sure Playwright has a Chromium to drive: its own download where the network
// allows it, else Debian's `chromium` package (installed when running as root).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { systemChromium } from "./chromium.mjs";

const hasBrowser = () => existsSync(chromium.executablePath()) || existsSync(systemChromium);

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
if (!hasBrowser() && process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
  console.log("ensure-browser: installing Debian's chromium package…");
  attempt("apt-get update && apt-get install -y chromium");
}
if (!hasBrowser()) {
  console.error(
    "ensure-browser: no Chromium available. Run `npx playwright install chromium` or, on Debian, `sudo apt-get install -y chromium`.",
  );
  process.exit(1);
}
