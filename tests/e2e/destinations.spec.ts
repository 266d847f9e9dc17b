import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { destinationsPage } from "../../app/content/destinations-page";
import { specDestinations } from "../spec-destinations";
import { expect, holdScripts, test, ui, waitForIsland } from "./fixtures";
import { offersOtherLanguagePage, otherScriptQueries } from "./search-other-language";

/*
 * What the Destinations page needs a browser for: the grid's layout, the photos failing on
 * the network, the search island with the address and history. What each query finds is
 * checked on the component (app/components/destinations/destinations-page.test.tsx), the
 * page's HTML in tests/build, typing before the island starts on the phone
 * (first-paint.phone.spec.ts). The behaviour is the same in every language: checked in English.
 */

const path = "/destinations";
const names = specDestinations.map(([name]) => name);
const content = destinations.en;
const t = ui.en;

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search destinations" });
const cards = (page: Page) => page.getByRole("list", { name: "Destinations", exact: true }).getByRole("listitem");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 2 });
const mainNavLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: t.mainNavLabel }).getByRole("link", { name });

/** Opens the page with its search started: the query in the address exists once it has. */
async function openSearch(page: Page, url: string) {
  await page.goto(url);
  await waitForIsland(page, "DestinationSearch");
}

test.describe("destination grid", () => {
  for (const [width, columns] of [
    [375, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width} px, photos at 4:3`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const boxes = await cards(page).evaluateAll((items) =>
        items.map((item) => {
          const { left, top } = item.getBoundingClientRect();
          const image = item.querySelector("img")!.getBoundingClientRect();
          return { left, top, ratio: image.height / image.width };
        }),
      );
      expect(boxes).toHaveLength(12);
      expect(new Set(boxes.map(({ left }) => Math.round(left))).size).toBe(columns);
      // Every row is full until the last: the first `columns` cards share a row.
      expect(new Set(boxes.slice(0, columns).map(({ top }) => Math.round(top))).size).toBe(1);
      for (const { ratio } of boxes) expect(ratio).toBeCloseTo(0.75, 2);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });
  }

  for (const [width, lines] of [
    [375, "3"],
    [1280, "4"],
  ] as const) {
    test(`clamps the details to ${lines} lines at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const details = cards(page).first().getByText(content[0]!.details);
      const clamp = await details.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          lines: style.getPropertyValue("-webkit-line-clamp"),
          height: element.clientHeight,
          lineHeight: parseFloat(style.lineHeight),
          overflowing: element.scrollHeight > element.clientHeight,
        };
      });
      expect(clamp.lines).toBe(lines);
      expect(Math.round(clamp.height / clamp.lineHeight)).toBe(Number(lines));
      expect(clamp.overflowing).toBe(true);
    });
  }
});

test.describe("reached from the main menu", () => {
  test("lists the 12 destinations, finds by keyword and names a place not covered", async ({ page }) => {
    await page.goto("/");
    await mainNavLink(page, t.pageLabels.destinations).click();
    await expect(page).toHaveURL(path);
    await expect(cardNames(page)).toHaveText(names);
    await expect(cards(page)).toContainText(content.map((destination) => destination.details));

    await searchBox(page).fill("dubai");
    await expect(cardNames(page)).toHaveText([names[0]!]);
    await searchBox(page).fill("australia");
    await expect(page.getByText("We don't cover Australia yet.")).toBeVisible();
  });

  test("lists them again on Back, after an address ending in a slash was redirected to the page", async ({ page }) => {
    await page.goto(`${path}/`);
    await expect(page).toHaveURL(path);
    await mainNavLink(page, t.pageLabels.home).click();
    await expect(page).toHaveURL("/");
    await page.goBack();
    await expect(page).toHaveURL(path);
    await expect(cardNames(page)).toHaveText(names);
  });
});

test.describe("the search in the URL", () => {
  test("keeps the query in the URL; typing replaces history so Back leaves the page", async ({ page }) => {
    // Two page loads, two history steps and a reload: several page loads' time.
    test.slow();
    await page.goto("/");
    await mainNavLink(page, t.pageLabels.destinations).click();
    await expect(page).toHaveURL(path);
    await searchBox(page).pressSequentially("sri lanka");
    await expect(page).toHaveURL(`${path}?q=sri+lanka`);
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.goForward();
    await expect(page).toHaveURL(`${path}?q=sri+lanka`);
    await expect(searchBox(page)).toHaveValue("sri lanka");
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);

    await page.reload();
    await expect(searchBox(page)).toHaveValue("sri lanka");
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);
  });

  test("the nav link to the page itself starts a fresh, empty search", async ({ page }) => {
    await openSearch(page, `${path}?q=france`);
    await expect(cardNames(page)).toHaveText(["France"]);
    await mainNavLink(page, t.pageLabels.destinations).click();
    await expect(page).toHaveURL(path);
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(12);
  });
});

test.describe("as travellers type", () => {
  test('"france switzerland", typed key by key, shows exactly those two cards', async ({ page }) => {
    await openSearch(page, path);
    await searchBox(page).pressSequentially("france switzerland");
    await expect(cardNames(page)).toHaveText(["Switzerland", "France"]);
    await expect(page).toHaveURL(`${path}?q=france+switzerland`);
  });
});

test.describe("a query in another language's script", () => {
  for (const offer of otherScriptQueries) {
    test(`"${offer.query}" typed as the box is painted offers the ${offer.language} page, with the query`, async ({
      page,
    }) => {
      await offersOtherLanguagePage(page, offer, { tap: false, release: await holdScripts(page) });
    });
  }
});

test.describe("photos", () => {
  test("their credit shows with the cards only, before the search starts and after", async ({ page }) => {
    const credit = page.getByRole("main").getByText(destinationsPage.en.photoCredit.label.trim());
    // Before the search starts, as without script, a sent query shows every card and the credit.
    const release = await holdScripts(page);
    await page.goto(`${path}?q=zzzz`);
    await expect(cards(page)).toHaveCount(12);
    await expect(credit).toBeVisible();
    // The search hides the list for a query that finds nothing; CSS hides the credit with it.
    release();
    await expect(cards(page)).toHaveCount(0);
    await expect(credit).toBeHidden();
    await searchBox(page).fill("");
    await expect(cards(page)).toHaveCount(12);
    await expect(credit).toBeVisible();
  });

  test("a photo that cannot load shows the designed fallback, never a broken-image icon", async ({ page }) => {
    await openSearch(page, path);
    await cards(page).first().scrollIntoViewIfNeeded();
    // Offline here: every photo fails. Check the cards that have tried to load.
    for (const index of [0, 1, 2, 3]) {
      const item = cards(page).nth(index);
      const image = item.locator("img");
      await expect(image).toHaveAttribute("data-failed", "");
      await expect(image).not.toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      const fallback = item.getByTestId("photo-fallback");
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveText(names[index]!);
    }
  });

  test("a photo that failed before the search started is caught as it starts", async ({ page }) => {
    // Hold the scripts back until the first photo has certainly failed, as on a slow phone.
    let photoFailed!: () => void;
    const failed = new Promise<void>((resolve) => (photoFailed = resolve));
    page.on("requestfailed", (request) => {
      if (request.url().startsWith("https://images.unsplash.com/")) photoFailed();
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await failed;
      await route.continue();
    });
    await openSearch(page, path);
    const image = cards(page).first().locator("img");
    await expect(image).toHaveAttribute("data-failed", "");
    await expect(image).not.toBeVisible();
    await expect(cards(page).first().getByTestId("photo-fallback")).toBeVisible();
  });

  test("a photo that fails after the page is running also falls back", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await openSearch(page, path);
    const last = cards(page).last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator("img")).toHaveAttribute("data-failed", "");
    await expect(last.locator("img")).not.toBeVisible();
    await expect(last.getByTestId("photo-fallback")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test("the img's own pseudo-elements cover a failed photo with the backdrop and the name", async ({ page }) => {
      await page.goto(path);
      await expect(cardNames(page)).toHaveText(names);
      await expect(searchBox(page)).toBeVisible();
      // Before scripts run, the img's own pseudo-element paints the backdrop over the broken-image icon.
      const cover = await cards(page)
        .first()
        .locator("img")
        .evaluate((img) => {
          const before = getComputedStyle(img, "::before");
          const after = getComputedStyle(img, "::after");
          return {
            position: before.position,
            background: before.backgroundImage,
            label: after.content,
            textColor: getComputedStyle(img).color,
          };
        });
      expect(cover.position).toBe("absolute");
      expect(cover.background).toContain("linear-gradient");
      expect(cover.label).toBe(`"${names[0]}"`);
      expect(cover.textColor).toBe("rgba(0, 0, 0, 0)");
    });
  });
});
