import { expect, openSignInToast, test, toastItems } from "./fixtures";

// What the toast area does is checked on the component (app/components/layout/toaster.test.tsx);
// here, what needs a browser's pointer, with the animations a visitor sees (the suite
// otherwise runs with reduced motion: playwright.config.ts).
test.use({ contextOptions: { reducedMotion: "no-preference" } });

test("swiping a toast right past 50 px closes it; a short swipe does not", async ({ page }) => {
  await page.goto("/");
  await openSignInToast(page);
  const box = await toastItems(page).boundingBox();
  if (!box) throw new Error("toast has no box");
  const y = box.y + box.height / 2;
  const startX = box.x + 40;

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + 20, y, { steps: 5 });
  await page.mouse.up();
  await expect(toastItems(page)).toHaveCount(1);

  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + 120, y, { steps: 10 });
  await page.mouse.up();
  await expect(toastItems(page)).toHaveCount(0);
});
