import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, holdScripts, test, waitForIsland } from "./fixtures";

/*
 * What the guides' five parts need a browser for (decision 0019), on the US guide (the others
 * use the same components): the trip-date planner answering on the visitor's day, asking for a
 * date when the form is sent without one (by button, Enter, or without JavaScript), a date typed
 * or a form sent before the planner island starts kept and answered once it starts, the answer's code
 * fetched on the field's first use (decision 0018), the checklist printed alone, axe with
 * the planner filled in. Their words, steps, checklist and WhatsApp link without JavaScript are
 * checked on the built HTML (tests/build/guides.test.ts); the window's arithmetic in unit tests.
 */

const path = "/destinations/united-states";
/** Noon in India on 26 November 2026: the visitor's day the answers are counted from. */
const visitorsDay = new Date("2026-11-26T12:00:00+05:30");

const when = (page: Page) => page.getByRole("region", { name: "When to apply" });
const tripField = (page: Page) => when(page).getByLabel("The day your trip starts");
const answer = (page: Page) => when(page).getByRole("status");
const planner = (page: Page) => page.locator('astro-island[component-export="TripPlannerIsland"]');

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(visitorsDay);
});

/** The US answer for a trip on 1 December 2027: the interview wait is the last day and the day to aim for. */
const applyNow =
  "Apply now, by 29 January 2027 at the latest. That allows 306 days to get an appointment, the longest wait we found.";

test("the planner answers a trip date in its live region, on the visitor's day", async ({ page }) => {
  await page.goto(path);
  await tripField(page).fill("2027-12-01");
  await expect(answer(page)).toHaveText(applyNow);
  // The interview wait is longer than the time left.
  await tripField(page).fill("2027-03-01");
  await expect(answer(page)).toContainText(
    "It is too late to count on a visa by then: to have it in time, you needed to apply by 29 April 2026.",
  );
  await tripField(page).fill("2026-11-20");
  await expect(answer(page)).toHaveText("That day has passed: enter the day your trip starts.");
});

const askForDate = "Choose the day your trip starts: your dates are counted from it.";

test("a form sent without a date asks for the trip's first day, by the button or by Enter", async ({ page }) => {
  await page.goto(path);
  // The planner starts once in view.
  await tripField(page).scrollIntoViewIfNeeded();
  await waitForIsland(page, "TripPlannerIsland");
  await when(page).getByRole("button", { name: "Show my dates" }).click();
  await expect(answer(page)).toHaveText(askForDate);
  await tripField(page).fill("2027-12-01");
  await expect(answer(page)).toHaveText(applyNow);
  await tripField(page).clear();
  await tripField(page).press("Enter");
  await expect(answer(page)).toHaveText(askForDate);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the planner, which needs script, is hidden; the window stays in words", async ({ page }) => {
    await page.goto(path);
    await expect(when(page).getByRole("button", { name: "Show my dates" })).toBeHidden();
    await expect(when(page).getByText(/The wait for an interview decides it/)).toBeVisible();
  });
});

test("a form sent without a date before the scripts ran (?trip=) asks for the date once they run", async ({ page }) => {
  await page.goto(`${path}?trip=`);
  await tripField(page).scrollIntoViewIfNeeded();
  await expect(answer(page)).toHaveText(askForDate);
});

test("a date typed before the planner starts is kept and answered as it starts", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto(path);
  await tripField(page).fill("2027-12-01");
  await expect(answer(page)).toBeEmpty();
  await expect(planner(page), "typed before it started").toHaveAttribute("ssr");
  release();
  await expect(tripField(page)).toHaveValue("2027-12-01");
  await expect(answer(page)).toHaveText(applyNow);
});

test("a form sent before the scripts run (?trip=) is answered once they run", async ({ page }) => {
  await page.goto(`${path}?trip=2027-12-01`);
  // The planner starts once in view, as a visitor scrolls to it.
  await tripField(page).scrollIntoViewIfNeeded();
  await expect(tripField(page)).toHaveValue("2027-12-01");
  await expect(answer(page)).toHaveText(applyNow);
});

test("the answer's code is fetched when the field is first used, not with the page", async ({ page }) => {
  const answerCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/trip-answer\.[\w-]+\.js$/.test(request.url())) answerCode.push(request.url());
  });
  await page.goto(path);
  await tripField(page).scrollIntoViewIfNeeded();
  await waitForIsland(page, "TripPlannerIsland");
  expect(answerCode).toEqual([]);
  await tripField(page).focus();
  await expect.poll(() => answerCode.length).toBe(1);
  await tripField(page).fill("2027-12-01");
  await expect(answer(page)).toHaveText(applyNow);
});

test("printing shows the checklist alone, in black on white, with where it came from", async ({ page }) => {
  await page.goto(path);
  const checklist = page.getByRole("region", { name: "Documents checklist" });
  const printedFrom = checklist.getByText(new RegExp(`^VisaUdaan · https?://[^/\\s]+${path}$`));
  await expect(printedFrom).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(checklist).toBeVisible();
  await expect(printedFrom).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const hidden of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    when(page),
    page.getByRole("region", { name: "What it costs" }),
    page.getByRole("complementary", { name: "At a glance" }),
    checklist.getByRole("button", { name: "Print checklist" }),
    checklist.getByRole("link", { name: "Send on WhatsApp" }),
  ])
    await expect(hidden).toBeHidden();
  const colours = await checklist
    .getByRole("listitem")
    .first()
    .evaluate((item) => [getComputedStyle(item).color, getComputedStyle(document.body).backgroundColor]);
  expect(colours[0]).toBe("rgb(0, 0, 0)");
  expect(["rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"]).toContain(colours[1]);
});

for (const width of [375, 1280]) {
  test(`axe finds nothing on the US guide at ${width} px with the planner filled in`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await tripField(page).fill("2027-03-01");
    await expect(answer(page)).not.toBeEmpty();
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
  });
}
