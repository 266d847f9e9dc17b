import type { Page } from "@playwright/test";
import { destinationsPage } from "../../app/content/destinations-page";
import { shell } from "../../app/content/shell";
import {
  destinationName,
  expect,
  holdScripts,
  languages,
  pageRoutesIn,
  pathIn,
  test,
  ui,
  type Language,
} from "./fixtures";

/*
 * The language control: a link to the twin page (a page load, decision 0024), header and
 * footer included, keeping the search and the fragment (the inline recorder adds them). Its
 * hrefs as built are checked in tests/build/links.test.ts, as rendered in
 * app/components/layout/language-control.test.tsx, in the phone's menu in the phone project.
 * Nothing switches the language for the visitor.
 */

/** The next language in the list: each language switches to one other and back. */
const nextLanguage = (language: Language): Language => languages[(languages.indexOf(language) + 1) % languages.length]!;

/** Picks a language from the bar's control (shown from the large breakpoint) on a page in `from`. */
async function pickLanguage(page: Page, from: Language, to: Language) {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: ui[from].languageControl, exact: true }).click();
  await banner.getByRole("link", { name: ui[to].name, exact: true }).click();
}

for (const language of languages) {
  const to = nextLanguage(language);

  test(`[${language}] every page switches to its ${to} twin and back, header and footer included`, async ({ page }) => {
    // Five pages, each switched both ways, in one test.
    test.slow();
    for (const [index, route] of pageRoutesIn[language].entries()) {
      const twin = pageRoutesIn[to][index]!;
      await page.goto(route.path);

      await pickLanguage(page, language, to);
      await expect(page).toHaveURL(twin.path);
      // The list closes once the language is picked.
      await expect(page.locator("#language-menu")).toBeHidden();
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

      // And back.
      await pickLanguage(page, to, language);
      await expect(page).toHaveURL(route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[language].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: ui[language].mainNavLabel }).getByRole("link"),
      ).toHaveText(ui[language].navLabels);
    }
  });
}

test.describe("keeping the search and the fragment", () => {
  const to = nextLanguage("en");

  test(`/destinations?q=dubai leads to ${pathIn(to, "/destinations?q=dubai")}, the search applied`, async ({
    page,
  }) => {
    // Picked before the search has started, its box still empty: the address's query goes along.
    const release = await holdScripts(page);
    await page.goto("/destinations?q=dubai");
    await pickLanguage(page, "en", to);
    release();
    await expect(page).toHaveURL(pathIn(to, "/destinations?q=dubai"));
    await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
    await expect(page.getByRole("searchbox", { name: destinationsPage[to].searchLabel })).toHaveValue("dubai");
    await expect(
      page
        .getByRole("list", { name: destinationsPage[to].listLabel })
        .getByRole("listitem")
        .getByRole("heading", { level: 2 }),
    ).toHaveText([destinationName(to, "united-arab-emirates")]);
  });

  test(`/#faq leads to ${pathIn(to, "/#faq")}, the FAQ in view`, async ({ page }) => {
    await page.goto("/#faq");
    await pickLanguage(page, "en", to);
    await expect(page).toHaveURL(pathIn(to, "/#faq"));
    await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

test("no automatic redirect: a browser set to another language opening / stays on / in English", async ({
  browser,
  baseURL,
}) => {
  const browserLocale = `${ui[nextLanguage("en")].hreflang}-IN`;
  const context = await browser.newContext({ baseURL, locale: browserLocale });
  const page = await context.newPage();
  const response = await page.goto("/");
  expect(await page.evaluate(() => navigator.language)).toBe(browserLocale);
  expect(response?.status()).toBe(200);
  expect(response?.request().redirectedFrom()).toBeNull();
  // Anything that switched the language on the client would have run by the page's load.
  await page.waitForLoadState("load");
  await expect(page).toHaveURL("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.en[0]!.heading);
  await expect(page.getByRole("banner").getByRole("button", { name: ui.en.languageControl })).toBeVisible();
  await context.close();
});
