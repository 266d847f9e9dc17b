import { test as base, type Page } from "@playwright/test";
import { chromiumArgs, chromiumExecutablePath } from "../../scripts/ci/chromium.mjs";
import { expect, languages, notFoundRoutes, pageRoutesIn, sampleGuideIn } from "./fixtures";

/** Every page of every language, each language's not-found page and a sample guide. */
const routes = languages.flatMap((language) =>
  [...pageRoutesIn[language], notFoundRoutes[language], sampleGuideIn[language]].map(({ path }) => path),
);

/**
 * One page per worker, without scripts, so the font is the only thing that can move the page,
 * whose web font is held until the test releases it (`holdFont`), as on a slow connection.
 * A context of the full browser takes a second to make: a page per test made these tests
 * the suite's slowest. (Routing turns the HTTP cache off: each load asks for the font again.)
 */
const test = base.extend<{ holdFont: () => () => void }, { textPage: Page }>({
  textPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.SITE_ORIGIN,
        javaScriptEnabled: false,
        reducedMotion: "reduce",
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  // Named `provide`, not `use`: the React hooks lint rule reads any `use()` as React's.
  holdFont: async ({ textPage }, provide) => {
    let fontHeld = Promise.resolve();
    await textPage.route(/\.woff2$/, async (request) => {
      await fontHeld;
      await request.continue();
    });
    await provide(() => {
      let releaseFont = () => {};
      fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
      return releaseFont;
    });
    await textPage.unrouteAll();
  },
});

// In the full browser visitors run: the headless shell the other tests use sets text a little differently.
test.use({ launchOptions: { executablePath: chromiumExecutablePath(), args: chromiumArgs } });

// Common Android widths (412 px is Lighthouse's phone), and a desktop.
for (const width of [360, 375, 412, 1280]) {
  for (const route of routes) {
    test(`the swap to the web font moves no text on the first screen of ${route} at ${width} px`, async ({
      textPage: page,
      holdFont,
    }) => {
      // Known: the English fallback runs narrow on the notice's intro, a line short at this width.
      test.fail(route === "/privacy" && width === 412, "the intro wraps one line longer in Inter");
      await page.setViewportSize({ width, height: 800 });
      const releaseFont = holdFont();
      await page.goto(route, { waitUntil: "domcontentloaded" });

      // The top of every block of text, in document order (the same elements twice: no scripts run).
      const textTops = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("h1, h2, h3, p, li, dt, dd, summary, a, button")].map((element) => ({
            text: `${element.tagName} ${element.textContent!.slice(0, 30)}`,
            top: element.getBoundingClientRect().top,
          })),
        );
      // Loaded web faces: "Inter Fallback" is a local font, there from the start.
      const webFontsLoaded = () =>
        page.evaluate(
          () =>
            [...document.fonts].filter((font) => font.family !== "Inter Fallback" && font.status === "loaded").length,
        );
      // Read as first painted: the browser decides in its first frame which `content-visibility:
      // auto` boxes are near the screen and lays them out. Read before that frame (on a busy
      // machine, right after the page is parsed), such a box still had its placeholder height,
      // and what follows it moved once it was rendered, which the test took for the font's doing.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length))
        .toBe(1);
      const withFallback = await textTops();
      expect(await webFontsLoaded()).toBe(0);

      releaseFont();
      await page.evaluate(() => document.fonts.ready);
      expect(await webFontsLoaded()).toBeGreaterThan(0);
      const withFont = await textTops();

      // A shift a visitor sees: text on the first screen moving down or up by more than a pixel's
      // rounding, as a re-broken line moves what follows. (The wordmark's width still differs by
      // a few pixels, which slides the nav links sideways: Lighthouse reads that as CLS 0.000.)
      // Below it the fallback's near-matching widths may wrap a line differently, out of sight,
      // long before a visitor scrolls there.
      const moved = withFallback
        .map((before, index) => ({ ...before, after: withFont[index]!.top }))
        .filter(({ top, after }) => Math.min(top, after) < 800 && Math.abs(after - top) > 1)
        .map(({ text, top, after }) => `${text}: ${top} -> ${after}`);
      expect(moved).toEqual([]);
    });
  }
}
