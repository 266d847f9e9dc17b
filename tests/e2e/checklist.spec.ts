import type { Page } from "@playwright/test";
import { guidePage } from "../../app/content/guide-page";
import { expect, holdScripts, test, waitForIsland } from "./fixtures";

/*
 * The checklist's ticks (decision 0024's islands): real checkboxes that tick at the first tap,
 * with or without script, kept on the device for the guide once the ticks island starts, a
 * tick made before it started included. The groups and their words without JavaScript are
 * checked on the built HTML (tests/build/guides.test.ts); the stored value in unit tests.
 */

const path = "/destinations/united-arab-emirates";
const checklist = (page: Page) => page.getByRole("region", { name: "Documents checklist" });
const box = (page: Page, name: string) => checklist(page).getByRole("checkbox", { name });
const passport = "Passport valid for at least six months";
const ticket = "Return ticket";
const hotel = "Hotel booking with a QR code";
const clearTicks = guidePage.en.checklist.clearTicks;

/** The guide in a new tab of the same browser: what the device kept, not what the tab remembers. */
async function openAgain(page: Page): Promise<Page> {
  const again = await page.context().newPage();
  await again.goto(path);
  await box(again, passport).scrollIntoViewIfNeeded();
  await waitForIsland(again, "ChecklistTicks");
  return again;
}

test("two ticks stay after a reload and in a new tab, until they are cleared", async ({ page }) => {
  await page.goto(path);
  await box(page, passport).scrollIntoViewIfNeeded();
  await waitForIsland(page, "ChecklistTicks");
  await box(page, passport).check();
  await box(page, ticket).check();

  await page.reload();
  await box(page, passport).scrollIntoViewIfNeeded();
  await waitForIsland(page, "ChecklistTicks");
  await expect(box(page, passport)).toBeChecked();
  await expect(box(page, ticket)).toBeChecked();
  await expect(box(page, hotel)).not.toBeChecked();

  const again = await openAgain(page);
  await expect(box(again, passport)).toBeChecked();
  await expect(box(again, ticket)).toBeChecked();
  await checklist(again).getByRole("button", { name: clearTicks }).click();
  await expect(box(again, passport)).not.toBeChecked();

  const cleared = await openAgain(page);
  await expect(box(cleared, passport)).not.toBeChecked();
  await expect(box(cleared, ticket)).not.toBeChecked();
});

test("a tick made before the island starts ticks at once and is kept", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(path);
  await box(page, passport).check();
  await expect(box(page, passport), "ticked with no script run").toBeChecked();
  await expect(page.locator('astro-island[component-export="ChecklistTicks"]')).toHaveAttribute("ssr");
  // Nothing to clear and nothing kept yet: the control shows once the ticks are kept.
  const clear = checklist(page).getByRole("button", { name: clearTicks });
  await expect(clear).toBeHidden();
  release();
  await waitForIsland(page, "ChecklistTicks");
  await expect(clear).toBeVisible();
  await expect(box(page, passport)).toBeChecked();
  const again = await openAgain(page);
  await expect(box(again, passport)).toBeChecked();
  await expect(box(again, ticket)).not.toBeChecked();
});

test("printing shows each box ticked or empty as on screen, without the clear control", async ({ page }) => {
  await page.goto(path);
  await box(page, passport).scrollIntoViewIfNeeded();
  await waitForIsland(page, "ChecklistTicks");
  await box(page, passport).check();
  await page.emulateMedia({ media: "print" });
  await expect(box(page, passport)).toBeVisible();
  await expect(box(page, passport)).toBeChecked();
  await expect(box(page, ticket)).toBeVisible();
  await expect(box(page, ticket)).not.toBeChecked();
  await expect(checklist(page).getByRole("button", { name: clearTicks })).toBeHidden();
});
