import type { Page } from "@playwright/test";
import { expect, test as base } from "./fixtures";

/**
 * A slow phone paints the pre-rendered page long before its scripts run. These tests hold
 * every script back and act in that window, as a visitor does, then check what the page
 * does once the scripts arrive (decision 0007).
 */
const SCRIPT_DELAY_MS = 2500;

/**
 * Holds every script back at least 2.5 s from the first request, and until the test has
 * acted (`release()`), so a busy machine cannot let hydration in before the visitor's taps.
 */
async function holdScriptsBack(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let heldUntil: Promise<unknown> | undefined;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    heldUntil ??= Promise.all([released, new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS))]);
    await heldUntil;
    await route.continue();
  });
  // Every click that reaches the page's handlers, in order: a held tap reaches them only
  // when it is answered, so one answered twice would be listed twice.
  await page.addInitScript(() => {
    const answered: string[] = ((window as unknown as { answeredTaps: string[] }).answeredTaps = []);
    document.addEventListener("click", (event) => {
      // The menu toggle is native (a popover): it needs no answer from script.
      const button = (event.target as Element).closest("button:not([popovertarget])");
      if (!(button instanceof HTMLElement)) return;
      const card = button.closest("article")?.querySelector("h2")?.textContent;
      const label = button.getAttribute("aria-label") ?? button.innerText.replace(/\s+/g, " ").trim();
      answered.push(card ? `${card}: ${label}` : label);
    });
  });
  return release;
}

const test = base.extend<{ releaseScripts: () => void }>({
  releaseScripts: [
    async ({ page }, use) => {
      const release = await holdScriptsBack(page);
      await use(release);
      release();
    },
    { auto: true },
  ],
});

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");
const answeredTaps = (page: Page) =>
  page.evaluate(() => (window as unknown as { answeredTaps: string[] }).answeredTaps);
const toastItem = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Asserts the test is still acting before hydration, so it proves what it claims. */
async function expectNotHydrated(page: Page) {
  expect(await isHydrated(page), "acted before the scripts ran").toBe(false);
}

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("taps on toast buttons and the menu before hydration are answered once, in order", async ({
    page,
    releaseScripts,
  }) => {
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Start Visa Application" }).click();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("button", { name: "Sign In" }).click();
    await expectNotHydrated(page);
    await expect(toastItem(page)).toHaveCount(0);
    expect(await answeredTaps(page)).toEqual([]);

    // Answered once the scripts run, in order; one toast at a time, so the later one stays.
    releaseScripts();
    await expect(toastItem(page)).toContainText("Sign In opens at launch", { timeout: 10_000 });
    await expect(toastItem(page)).toHaveCount(1);
    await expect(menu).toBeHidden();
    await page.waitForTimeout(500);
    expect(await answeredTaps(page)).toEqual(["Start Visa Application", "Sign In"]);
  });

  test("a menu opened before hydration stays open through it, then closes on a link", async ({
    page,
    releaseScripts,
  }) => {
    await page.goto("/destinations", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expectNotHydrated(page);

    releaseScripts();
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Travel News" }).click();
    await expect(page).toHaveURL("/travel-news");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap outside the menu closes it before hydration", async ({ page }) => {
    await page.goto("/about-us", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    // Below the open menu, on the page.
    await page.mouse.click(187, 700);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expectNotHydrated(page);
  });
});

test("Explore Options tapped before hydration names the right destination, once each, in order", async ({
  page,
  releaseScripts,
}) => {
  await page.goto("/destinations", { waitUntil: "commit" });
  const singapore = page.getByRole("article", { name: "Singapore" }).getByRole("button", { name: "Explore Options" });
  await singapore.click();
  await expect(singapore).toHaveAttribute("data-tap-pending", "");
  await page.getByRole("article", { name: "Georgia" }).getByRole("button", { name: "Explore Options" }).click();
  await expectNotHydrated(page);
  expect(await answeredTaps(page)).toEqual([]);

  releaseScripts();
  await expect(toastItem(page)).toContainText("Georgia visa options", { timeout: 10_000 });
  await expect(toastItem(page).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /Georgia/);
  await expect(singapore).not.toHaveAttribute("data-tap-pending");
  await page.waitForTimeout(500);
  expect(await answeredTaps(page)).toEqual(["Singapore: Explore Options", "Georgia: Explore Options"]);
});

test("the app badges tapped before hydration are answered once each, in order", async ({ page, releaseScripts }) => {
  await page.goto("/about-us", { waitUntil: "commit" });
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: /Google Play/ }).click();
  await footer.getByRole("button", { name: /App Store/ }).click();
  await expectNotHydrated(page);
  expect(await answeredTaps(page)).toEqual([]);

  releaseScripts();
  await expect(toastItem(page)).toContainText("Our mobile app is coming after launch", { timeout: 10_000 });
  await page.waitForTimeout(500);
  expect(await answeredTaps(page)).toEqual(["Get it on Google Play", "Download on the App Store"]);
});

test.describe("destination search", () => {
  const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search destinations" });
  const cardNames = (page: Page) =>
    page.getByRole("list", { name: "Destinations" }).getByRole("listitem").getByRole("heading", { level: 2 });
  const resultStatus = (page: Page) => page.getByRole("main").getByRole("status");

  test("a shared ?q= link is filtered from the first paint", async ({ page, releaseScripts }) => {
    await page.goto("/destinations?q=dubai", { waitUntil: "commit" });
    await expect(cardNames(page)).toHaveText(["United Arab Emirates"]);
    await expect(resultStatus(page)).toHaveText("1 of 12 destinations matches your search");
    await expect(searchBox(page)).toHaveValue("dubai");
    await expectNotHydrated(page);

    releaseScripts();
    await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible({ timeout: 10_000 });
    await expect(cardNames(page)).toHaveText(["United Arab Emirates"]);
    await expect(page).toHaveURL("/destinations?q=dubai");
  });

  test("a shared link that matches nothing shows the empty state from the first paint", async ({
    page,
    releaseScripts,
  }) => {
    await page.goto("/destinations?q=zzzz", { waitUntil: "commit" });
    await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
    await expect(cardNames(page)).toHaveCount(0);
    await expectNotHydrated(page);

    releaseScripts();
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);
    await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
    await expect(resultStatus(page)).toHaveText("No destinations match your search");
  });

  test("text typed before and during hydration is kept and adopted: results, count, URL, focus and caret", async ({
    page,
    releaseScripts,
  }) => {
    await page.goto("/destinations", { waitUntil: "commit" });
    await searchBox(page).click();
    // Typed one key at a time across the moment the scripts arrive.
    const typing = searchBox(page).pressSequentially("land of fire", { delay: 250 });
    await page.waitForTimeout(1000);
    await expectNotHydrated(page);
    releaseScripts();
    await typing;
    await expect(searchBox(page)).toHaveValue("land of fire");
    await expect.poll(() => isHydrated(page), { timeout: 10_000 }).toBe(true);

    await expect(page).toHaveURL("/destinations?q=land+of+fire");
    await expect(cardNames(page)).toHaveText(["Azerbaijan"]);
    await expect(resultStatus(page)).toHaveText("1 of 12 destinations matches your search");
    await expect(searchBox(page)).toBeFocused();
    expect(await searchBox(page).evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(12);
  });

  test("text typed before hydration alone is adopted when the page hydrates", async ({ page, releaseScripts }) => {
    await page.goto("/destinations", { waitUntil: "commit" });
    await searchBox(page).fill("LAND OF FIRE");
    await expect(cardNames(page)).toHaveText(["Azerbaijan"]);
    await expectNotHydrated(page);
    releaseScripts();
    await expect(page).toHaveURL("/destinations?q=LAND+OF+FIRE", { timeout: 10_000 });
    await expect(cardNames(page)).toHaveText(["Azerbaijan"]);
    await expect(searchBox(page)).toBeFocused();
  });
});
