import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { destinationsPage } from "../../app/content/destinations-page";
import { shell } from "../../app/content/shell";
import { expect, languages, pageRoutesIn, pathIn, test, ui, waitForHydration, type Language } from "./fixtures";

/*
 * The language link once the page runs: a client-side switch to the twin page, header and
 * footer included, keeping the search and the fragment. Its hrefs as pre-rendered are checked
 * in tests/build/links.test.ts, as rendered after hydration in
 * app/components/layout/language-link.test.tsx, before hydration and in the phone's menu in
 * the phone project. Nothing switches the language for the visitor.
 */

const otherLanguage = (language: Language): Language => (language === "en" ? "hi" : "en");

/** The header's language link, as the bar shows it at the large breakpoint. */
const barLanguageLink = (page: Page, to: Language) =>
  page.getByRole("banner").getByRole("link", { name: ui[otherLanguage(to)].languageLink, exact: true });

const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

for (const language of languages) {
  const to = otherLanguage(language);

  test(`[${language}] every page switches client-side to its ${to} twin and back, header and footer included`, async ({
    page,
  }) => {
    // Five pages, each hydrated and switched both ways, in one test.
    test.slow();
    for (const [index, route] of pageRoutesIn[language].entries()) {
      const twin = pageRoutesIn[to][index]!;
      await page.goto(route.path);
      // Client-side navigation exists only once React has hydrated the page.
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

      await barLanguageLink(page, to).click();
      await expect(page).toHaveURL(twin.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);
      await expect(page).toHaveTitle(twin.title);

      if (index === 0) {
        const header = page.getByRole("banner");
        await expect(header.getByRole("navigation", { name: ui[to].mainNavLabel }).getByRole("link")).toHaveText(
          ui[to].navLabels,
        );
        await expect(header.getByText(ui[to].launchBadge)).toBeVisible();
        await expect(header.getByRole("button", { name: ui[to].signIn })).toBeVisible();
        await expect(header.getByRole("link", { name: ui[to].homeLinkLabel })).toHaveAttribute("href", pathIn(to, "/"));
        const footer = page.getByRole("contentinfo");
        const { footer: footerText, pageLabels, notAffiliated } = shell[to];
        await expect(footer.getByRole("navigation", { name: footerText.quickLinksTitle }).getByRole("link")).toHaveText(
          [pageLabels.home, pageLabels.aboutUs, pageLabels.destinations, pageLabels.travelNews, pageLabels.faq],
        );
        await expect(footer).toContainText(notAffiliated);
        await expect(footer.getByRole("link", { name: pageLabels.privacy })).toHaveAttribute(
          "href",
          pathIn(to, "/privacy"),
        );
      }

      // And back, still without a document load.
      await barLanguageLink(page, language).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[language].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: ui[language].mainNavLabel }).getByRole("link"),
      ).toHaveText(ui[language].navLabels);
      expect(await marker(page), `${route.path}: no full document load`).toBe(1);
    }
  });
}

test.describe("keeping the search and the fragment", () => {
  test("/destinations?q=dubai leads to /hi/destinations?q=dubai, the search applied", async ({ page }) => {
    await page.goto("/destinations?q=dubai");
    // Client-side navigation exists only once React has hydrated the page.
    await waitForHydration(page);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi/destinations?q=dubai");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("searchbox", { name: destinationsPage.hi.searchLabel })).toHaveValue("dubai");
    await expect(
      page
        .getByRole("list", { name: destinationsPage.hi.listLabel })
        .getByRole("listitem")
        .getByRole("heading", { level: 2 }),
    ).toHaveText([destinations.hi[0]!.name]);
  });

  test("/#faq leads to /hi#faq, the FAQ in view", async ({ page }) => {
    await page.goto("/#faq");
    // Client-side navigation exists only once React has hydrated the page.
    await waitForHydration(page);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi#faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

test("no automatic redirect: a browser set to hi-IN opening / stays on / in English", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "hi-IN" });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await page.evaluate(() => navigator.language)).toBe("hi-IN");
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  // Anything that switched the language on the client would do it once React has hydrated.
  await waitForHydration(page);
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.en[0]!.heading);
  await expect(barLanguageLink(page, "hi")).toBeVisible();
  await context.close();
});
