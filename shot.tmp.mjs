import { chromium } from "@playwright/test";
const [, , url, out, width = "375", js = "1", full = "1"] = process.argv;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, javaScriptEnabled: js === "1" });
page.on("console", (m) => console.log("console:", m.type(), m.text(), m.location().url));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();
