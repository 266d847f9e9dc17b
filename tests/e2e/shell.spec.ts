import type { Page } from "@playwright/test";
import { shell } from "../../app/content/shell";
import {
  expect,
  isRendered,
  languages,
  notFoundRoutes,
  pageRoutesIn,
  pathIn,
  test,
  ui,
  waitForLoadIslands,
} from "./fixtures";

/*
 * The shell once the page runs. What the pre-rendered HTML carries (titles, the nav's links
 * and current page, the footer, every page's words) is checked in tests/build; the mobile menu
 * on the phone (menu.phone.spec.ts).
 */

/** The header's pages, unprefixed, with the key of their label. */
const navPages = [
  ["/", "home"],
  ["/destinations", "destinations"],
  ["/travel-news", "travelNews"],
  ["/about-us", "aboutUs"],
] as const;

/** The body's text as pre-rendered: the served HTML parsed by the browser, no script run. */
const preRenderedText = (page: Page, html: string) =>
  page.evaluate((source) => {
    const parsed = new DOMParser().parseFromString(source, "text/html");
    parsed.querySelectorAll("script, style, template").forEach((element) => element.remove());
    return parsed.body.textContent!.replace(/\s+/g, " ").toLowerCase();
  }, html);

for (const language of languages) {
  const text = ui[language];

  test(`[${language}] the islands started at load keep each page as pre-rendered: title, h1, language, current page, structured data and every line of text`, async ({
    page,
    request,
  }) => {
    // Every page of the language, each with its islands started, in one test.
    test.slow();
    const routes = [
      ...pageRoutesIn[language].map((route) => ({ ...route, status: 200 })),
      { ...notFoundRoutes[language], status: 404 },
    ];
    for (const route of routes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(route.status);
      await waitForLoadIslands(page);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.locator("html")).toHaveAttribute("lang", text.htmlLang);
      const navPage = navPages.find(([path]) => pathIn(language, path) === route.path);
      const current = page.getByRole("navigation", { name: text.mainNavLabel }).locator("[aria-current=page]");
      if (navPage) await expect(current).toHaveText(text.pageLabels[navPage[1]]);
      else await expect(current).toHaveCount(0);
      // Still one Organization and one WebSite: the route's JSON-LD is not emitted twice.
      const types = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
        scripts.flatMap((script) => {
          const data = JSON.parse(script.textContent!);
          return ((data["@graph"] ?? [data]) as { "@type": string }[]).map((node) => node["@type"]);
        }),
      );
      expect(
        types.filter((type) => type === "Organization"),
        route.path,
      ).toHaveLength(1);
      expect(
        types.filter((type) => type === "WebSite"),
        route.path,
      ).toHaveLength(1);
      // Without JavaScript a visitor reads every line the running page shows.
      const staticText = await preRenderedText(page, await (await request.get(route.path)).text());
      const lines = (await page.locator("body").innerText()).split("\n").map((line) => line.trim());
      const missing = lines.filter((line) => line && !staticText.includes(line.replace(/\s+/g, " ").toLowerCase()));
      expect(missing, route.path).toEqual([]);
    }
  });

  test(`[${language}] no page scrolls sideways at 320 px, the home page with an FAQ answer open`, async ({ page }) => {
    // Every page of the language, each with its islands started, in one test.
    test.slow();
    await page.setViewportSize({ width: 320, height: 640 });
    for (const route of [...pageRoutesIn[language], notFoundRoutes[language]]) {
      await page.goto(route.path);
      await waitForLoadIslands(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), route.path).toBeLessThanOrEqual(320);
    }
    await page.goto(pathIn(language, "/"));
    await page.locator("#faq summary").first().click();
    await expect(page.locator("#faq details").first()).toHaveAttribute("open");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test(`[${language}] the bar holds on one line, 68 px high, no label broken, at every width from 320 to 1440 px`, async ({
    page,
  }) => {
    await page.goto(pathIn(language, "/"));
    for (const width of [320, 360, 412, 640, 768, 1024, 1100, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 700 });
      const header = page.getByRole("banner");
      expect((await header.boundingBox())?.height, `${width} px`).toBe(68);
      // Every control shown in the bar is one line of text, none cut short.
      const broken = await header.evaluate((bar) =>
        [...bar.querySelectorAll<HTMLElement>(":scope > div a, :scope > div button, :scope > div [lang]")]
          .filter((element) => element.checkVisibility())
          .filter((element) => {
            const line = parseFloat(getComputedStyle(element).lineHeight) || 24;
            const text = element.innerText.trim();
            return (
              text !== "" &&
              (element.getBoundingClientRect().height > line * 1.9 || element.scrollWidth > element.clientWidth + 1)
            );
          })
          .map((element) => element.innerText.trim()),
      );
      expect(broken, `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  });

  test(`[${language}] the footer's placeholder is at least as tall as the footer at every width`, async ({ page }) => {
    // Until it comes near the viewport the footer's layout is skipped and it keeps the size
    // of its placeholder (contain-intrinsic-size). Contrast checkers find its dark background
    // under its light text only if that placeholder is at least as tall as the footer.
    await page.goto(pathIn(language, "/"));
    const footer = page.getByRole("contentinfo");
    for (const width of [320, 375, 640, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const placeholder = await footer.evaluate((element) => {
        const height = getComputedStyle(element).containIntrinsicHeight.match(/([\d.]+)px$/);
        return height ? Number(height[1]) : Number.NaN;
      });
      await footer.scrollIntoViewIfNeeded();
      // Its own box is always rendered; its content is what waits.
      await expect
        .poll(() => isRendered(footer.getByRole("link", { name: shell[language].pageLabels.faq })))
        .toBe(true);
      const rendered = await footer.evaluate((element) => element.getBoundingClientRect().height);
      expect(rendered, `${width} px`).toBeGreaterThan(300);
      expect(placeholder, `${width} px`).toBeGreaterThanOrEqual(rendered);
    }
  });
}

// Language-independent: checked in English.
test.describe("navigation bar", () => {
  const text = ui.en;

  test("is 68 px high and stays at the top after scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(68);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(68);
  });

  test("links lead to their page, whose own link is marked aria-current", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: text.mainNavLabel });
    await expect(nav.getByRole("link", { name: text.pageLabels.home })).toHaveAttribute("aria-current", "page");
    for (const [path, key] of navPages.slice(1)) {
      const name = text.pageLabels[key];
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    }
  });

  test("the not-found page's link leads back home", async ({ page }) => {
    await page.goto(notFoundRoutes.en.path);
    await page.getByRole("main").getByRole("link", { name: notFoundRoutes.en.homeLink }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Where Dreams Take Flight");
  });

  test("the web app manifest is linked once the page has loaded", async ({ page }) => {
    // Not in the HTML (tests/build/meta.test.ts): Chrome fetches it and an icon as soon as it sees
    // the link; the recorder adds it on load, which goto waits for.
    await page.goto("/");
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  });
});
