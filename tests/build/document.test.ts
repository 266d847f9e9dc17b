import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales, pseudoLocale, pseudoLocaleSettings } from "../../app/config/locales";
import { allRoutes, buildDir, builtPage } from "./built-html";

describe("each page's head", () => {
  for (const route of allRoutes) {
    it(`${route.path} carries its whole stylesheet and preloads the font, and no script file`, () => {
      const { html } = builtPage(route.path);
      const head = html.split("</head>")[0]!.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
      expect(styles).toHaveLength(1);
      // The whole stylesheet (astro.config.ts inlines it): the open mobile menu and the toasts included.
      expect(styles[0]).toMatch(/\.lg\\:hidden/);
      expect(styles[0]).toMatch(/\.toast-motion/);
      expect(html).not.toMatch(/rel="stylesheet"|as="style"/);
      // The self-hosted font and its metric-matched fallback are usable from the first paint.
      expect(head).toMatch(/<link rel="preload" href="\/assets\/inter-subset-wght\.[^"]+\.woff2" as="font"/);
      // The first paint needs the font; an island's script is asked for when the island starts (decision 0024).
      expect(head).not.toMatch(/rel="modulepreload"|<script[^>]* src=/);
      expect(styles[0]).toMatch(/@font-face\{font-family:Inter Variable;[^}]*font-display:swap/);
      expect(styles[0]).toMatch(/@font-face\{font-family:Inter Fallback;[^}]*size-adjust/);
    });
  }
});

// The site's own build (not the pseudo-locale's: npm run test:pseudo): nothing of the tests'
// pseudo-locale reaches it (decision 0017).
describe.runIf(!locales.includes(pseudoLocale))("the site's build", () => {
  it("carries no trace of the tests' pseudo-locale: no page, alternate, sitemap entry or text", async () => {
    const files = await readdir(buildDir, { recursive: true });
    expect(files.filter((file) => file.startsWith(pseudoLocale))).toEqual([]);
    const texts = await Promise.all(
      files
        .filter((file) => /\.(html|js|xml|data)$/.test(file))
        .map(async (file) => [file, await readFile(path.join(buildDir, file), "utf8")] as const),
    );
    expect(texts.length).toBeGreaterThan(50);
    for (const [file, text] of texts) {
      expect(text, file).not.toMatch(/⟦|ŀöŕéɱ/);
      expect(text, file).not.toContain(`hreflang="${pseudoLocaleSettings.hreflang}"`);
      expect(text, file).not.toContain(`/${pseudoLocale}/`);
    }
    // Every file of the build read once: over a hundred and seventy pages on a busy machine.
  }, 30_000);
});
