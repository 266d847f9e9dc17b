import { expect, openSignInToast, test, toastItems as toasts, waitForHydration } from "./fixtures";

test.describe("toast area", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("a new toast replaces the current one", async ({ page }) => {
    await openSignInToast(page);
    await page.getByRole("button", { name: "Start Visa Application" }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Online applications are not open yet");
    await expect(toasts(page).getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /wa\.me/);
  });

  test("the close button closes it", async ({ page }) => {
    await openSignInToast(page);
    await toasts(page).getByRole("button", { name: "Close notification" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("Escape closes it", async ({ page }) => {
    await openSignInToast(page);
    await page.keyboard.press("Escape");
    await expect(toasts(page)).toHaveCount(0);
  });

  test("F8 moves focus to the toast area", async ({ page }) => {
    await openSignInToast(page);
    await page.keyboard.press("F8");
    const focusedInRegion = await page.evaluate(() =>
      Boolean(document.activeElement?.closest("[role=region]")?.getAttribute("aria-label")?.includes("Notifications")),
    );
    expect(focusedInRegion).toBe(true);
  });

  test("swiping right past 50 px closes it; a short swipe does not", async ({ page }) => {
    await openSignInToast(page);
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

test.describe("toast timer", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    // The clock is paused next, and React's scheduler reads it: let hydration finish first.
    await waitForHydration(page);
    // An installed clock still follows real time; paused, it moves only with runFor, so a
    // slow step (waiting for the toast to be stable before hovering it) cannot use up the 5 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  });

  test("closes after 5000 ms", async ({ page }) => {
    await openSignInToast(page);
    await page.mouse.move(5, 400);
    await page.clock.runFor(4800);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(toasts(page)).toHaveCount(0);
  });

  test("pauses while the pointer is inside and resumes when it leaves", async ({ page }) => {
    await openSignInToast(page);
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
    await openSignInToast(page);
    await toasts(page).getByRole("link", { name: "Chat on WhatsApp" }).focus();
    await page.clock.runFor(10_000);
    await expect(toasts(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Start Visa Application" }).focus();
    await expect(toasts(page)).toHaveCount(1);
  });
});
