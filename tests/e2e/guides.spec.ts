import type { Page } from "@playwright/test";
import { expect, guideRoutesIn, test, ui } from "./fixtures";

/*
 * What the destination guides need a browser for (decision 0013): Explore Options leads to the
 * guide, a page load (decision 0024), and Back returns to the search with its query and
 * results; without JavaScript it is the same link and the guide reads in full. Everything else is checked lower:
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

test("Explore Options opens the guide, and Back returns to the search with its results", async ({ page }) => {
  await page.goto("/destinations?q=thai");
  await expect(cardNames(page)).toHaveText([thailand.name]);
  await exploreOptions(page, thailand.name).click();
  await expect(page).toHaveURL(thailand.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(thailand.heading);

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
