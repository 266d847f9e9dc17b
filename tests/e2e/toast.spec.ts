import type { Page } from "@playwright/test";
import { launchToasts } from "../../app/content/toasts";
import { expect, languages, openSignInToast, pathIn, test, toastItems, ui, waitForHydration } from "./fixtures";

for (const language of languages) {
  const text = ui[language];
  const toasts = (page: Page) => toastItems(page, language);

  test.describe(`[${language}] toast area`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(pathIn(language, "/"));
    });

    test("a new toast replaces the current one", async ({ page }) => {
      await openSignInToast(page, { language });
      await page.getByRole("button", { name: text.startApplication }).click();
      await expect(toasts(page)).toHaveCount(1);
      await expect(toasts(page)).toContainText(text.startApplicationToast);
      const whatsapp = toasts(page).getByRole("link", { name: text.chatOnWhatsapp });
      await expect(whatsapp).toHaveAttribute("href", /wa\.me/);
      // Prefilled in the page's language.
      await expect(whatsapp).toHaveAttribute("href", launchToasts[language].startApplication.action.href);
    });

    test("the close button closes it", async ({ page }) => {
      await openSignInToast(page, { language });
      await toasts(page).getByRole("button", { name: text.closeNotification }).click();
      await expect(toasts(page)).toHaveCount(0);
    });

    test("Escape closes it", async ({ page }) => {
      await openSignInToast(page, { language });
      await page.keyboard.press("Escape");
      await expect(toasts(page)).toHaveCount(0);
    });

    test("F8 moves focus to the toast area", async ({ page }) => {
      await openSignInToast(page, { language });
      await page.keyboard.press("F8");
      const focusedInRegion = await page.evaluate(
        (regionName) =>
          new RegExp(regionName).test(
            document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? "",
          ),
        text.notifications.source,
      );
      expect(focusedInRegion).toBe(true);
    });

    test("swiping right past 50 px closes it; a short swipe does not", async ({ page }) => {
      await openSignInToast(page, { language });
      const box = await toasts(page).boundingBox();
      if (!box) throw new Error("toast has no box");
      const y = box.y + box.height / 2;
      const startX = box.x + 40;

      await page.mouse.move(startX, y);
      await page.mouse.down();
      await page.mouse.move(startX + 20, y, { steps: 5 });
      await page.mouse.up();
      await expect(toasts(page)).toHaveCount(1);

      await page.mouse.move(startX, y);
      await page.mouse.down();
      await page.mouse.move(startX + 120, y, { steps: 10 });
      await page.mouse.up();
      await expect(toasts(page)).toHaveCount(0);
    });
  });

  test.describe(`[${language}] toast timer`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.install();
      await page.goto(pathIn(language, "/"));
      // The clock is paused next, and React's scheduler reads it: let hydration finish first.
      await waitForHydration(page);
      // An installed clock still follows real time; paused, it moves only with runFor, so a
      // slow step (waiting for the toast to be stable before hovering it) cannot use up the 5 s.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    });

    test("closes after 5000 ms", async ({ page }) => {
      await openSignInToast(page, { language });
      await page.mouse.move(5, 400);
      await page.clock.runFor(4800);
      await expect(toasts(page)).toHaveCount(1);
      await page.clock.runFor(400);
      await expect(toasts(page)).toHaveCount(0);
    });

    test("pauses while the pointer is inside and resumes when it leaves", async ({ page }) => {
      await openSignInToast(page, { language });
      await page.clock.runFor(1000);
      await toasts(page).hover();
      await page.clock.runFor(10_000);
      await expect(toasts(page)).toHaveCount(1);
      await page.mouse.move(5, 400);
      await page.clock.runFor(3800);
      await expect(toasts(page)).toHaveCount(1);
      await page.clock.runFor(400);
      await expect(toasts(page)).toHaveCount(0);
    });

    test("pauses while focus is inside", async ({ page }) => {
      await openSignInToast(page, { language });
      await toasts(page).getByRole("link", { name: text.chatOnWhatsapp }).focus();
      await page.clock.runFor(10_000);
      await expect(toasts(page)).toHaveCount(1);
      await page.getByRole("button", { name: text.startApplication }).focus();
      await expect(toasts(page)).toHaveCount(1);
    });
  });
}
