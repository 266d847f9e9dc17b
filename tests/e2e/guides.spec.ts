import type { Page } from "@playwright/test";
import { expect, guideRoutesIn, test, ui, waitForHydration } from "./fixtures";

/*
 * What the destination guides need a browser for (decision 0013): Explore Options leads to the
 * guide in the app once the page has hydrated, and Back returns to the search; without
 * JavaScript it is a plain link and the guide reads in full. Everything else is checked lower:
 * the guides' HTML, structured data and sitemap in tests/build, the tap at first paint on the
 * phone (first-paint.phone.spec.ts), an unknown guide's 404 on both hosts (hosting.spec.ts),
 * axe on one guide per language (a11y.spec.ts). English: the behaviour is the same in Hindi.
 */

const t = ui.en;
const thailand = guideRoutesIn.en.find((route) => route.slug === "thailand")!;

const cardNames = (page: Page) =>
  page
    .getByRole("list", { name: "Destinations", exact: true })
    .getByRole("listitem")
    .getByRole("heading", { level: 2 });
const exploreOptions = (page: Page, name: string) =>
  page.getByRole("article", { name }).getByRole("link", { name: t.exploreOptions });

test("Explore Options opens the guide in the app, and Back returns to the search", async ({ page }) => {
  await page.goto("/destinations?q=thai");
  // Client-side navigation, and the query kept in the URL, exist once React has hydrated.
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
  await exploreOptions(page, thailand.name).click();
  await expect(page).toHaveURL(thailand.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thailand.heading);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    "no document load",
  ).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL("/destinations?q=thai");
  await expect(page.getByRole("searchbox", { name: "Search destinations" })).toHaveValue("thai");
  await expect(cardNames(page)).toHaveText([thailand.name]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Explore Options is a link to the guide, whose questions open", async ({ page }) => {
    await page.goto("/destinations");
    await exploreOptions(page, thailand.name).click();
    await expect(page).toHaveURL(thailand.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thailand.heading);
    // Native <details>: a question opens without script.
    const question = page.getByRole("main").locator("details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
  });
});
