import type { Page } from "@playwright/test";
import { disallowedLatin } from "../hindi-copy";
import {
  expect,
  languages,
  notFoundRoutes,
  otherLanguages,
  pageRoutesIn,
  pathIn,
  test,
  toastItems,
  ui,
  waitForLoadIslands,
  expandedState,
} from "./fixtures";

/*
 * The header on a phone: the menu, tapped, with Sign In, the launch message and the language
 * link inside it. Language-independent, so in English, except what the Hindi pages render once
 * they run (the toasts island's words), read for English left on them.
 */

const t = ui.en;
const toggle = (page: Page) => page.getByRole("button", { name: t.openMenu });
const menu = (page: Page) => page.locator("#mobile-menu");
const mobileNav = (page: Page) => page.getByRole("navigation", { name: t.mobileNavLabel });

test("the menu opens on a tap, closes on choosing a link, and on Escape returns focus to the toggle", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: t.mainNavLabel })).toBeHidden();
  await expect.poll(() => expandedState(page, t.openMenu)).toBe(false);
  await expect(toggle(page)).toHaveAttribute("aria-controls", "mobile-menu");
  await expect(menu(page)).toBeHidden();

  await toggle(page).tap();
  await expect.poll(() => expandedState(page, t.closeMenu)).toBe(true);
  await expect(mobileNav(page).getByRole("link")).toHaveText(t.navLabels);
  await expect(menu(page).getByText(t.launchMessage)).toBeVisible();
  await mobileNav(page).getByRole("link", { name: t.pageLabels.travelNews }).tap();
  await expect(page).toHaveURL("/travel-news");
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => expandedState(page, t.openMenu)).toBe(false);

  await toggle(page).tap();
  await expect(menu(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test("Sign In is inside the menu; choosing it closes the menu, and its toast shows the launch message and closes on a tap", async ({
  page,
}) => {
  await page.goto("/");
  await toggle(page).tap();
  const signIn = page.getByRole("banner").getByRole("button", { name: t.signIn });
  await expect(signIn).toBeVisible();
  await signIn.tap();
  await expect(toastItems(page)).toContainText(t.signInToast);
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => expandedState(page, t.openMenu)).toBe(false);
  await expect(toastItems(page).getByText(t.launchMessage, { exact: true })).toBeVisible();
  await toastItems(page).getByRole("button", { name: t.closeNotification }).tap();
  await expect(toastItems(page)).toHaveCount(0);

  await toggle(page).tap();
  await page.getByRole("button", { name: t.closeMenu }).tap();
  await expect(mobileNav(page)).toBeHidden();
});

test("the languages are in the menu, not the bar, and one switches to that language's page, the menu closed", async ({
  page,
}) => {
  const to = otherLanguages("en")[0]!;
  await page.goto("/about-us");
  const links = page.getByRole("banner").getByRole("link", { name: ui[to].name, exact: true });
  await expect(links.filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: t.languageControl })).toBeHidden();
  await toggle(page).tap();
  await expect(menu(page).getByRole("list", { name: t.language }).getByRole("link")).toHaveText(
    languages.map((language) => ui[language].name),
  );
  const link = menu(page).getByRole("link", { name: ui[to].name, exact: true });
  await expect(link).toBeVisible();
  await expect(links.filter({ visible: true })).toHaveCount(1);
  await link.tap();
  await expect(page).toHaveURL(pathIn(to, "/about-us"));
  await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn[to][1]!.heading);
  await expect(menu(page)).toBeHidden();
  await expect.poll(() => expandedState(page, ui[to].openMenu)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the 68 px bar's toggle opens the menu, a native popover, whose links reach the pages", async ({ page }) => {
    await page.goto("/");
    expect((await page.getByRole("banner").boundingBox())?.height).toBe(68);
    await expect(mobileNav(page)).toBeHidden();
    await toggle(page).tap();
    await expect(mobileNav(page)).toBeVisible();
    await expect(mobileNav(page).getByRole("link")).toHaveText(t.navLabels);
    await page.keyboard.press("Escape");
    await expect(mobileNav(page)).toBeHidden();

    await toggle(page).tap();
    await mobileNav(page).getByRole("link", { name: t.pageLabels.destinations }).tap();
    await expect(page).toHaveURL("/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.en[2]!.heading);
  });
});

test("no English copy is left on a Hindi page once it runs, a toast shown and the menu open", async ({ page }) => {
  // Six pages, each with its islands started, in one test.
  test.slow();
  // The pre-rendered words are read in tests/build/honest-copy.test.ts; this reads what only
  // the running page renders too (the toast region, its label and a toast, from the island).
  for (const route of [...pageRoutesIn.hi, notFoundRoutes.hi]) {
    await page.goto(route.path);
    await page.getByRole("button", { name: ui.hi.openMenu }).tap();
    await page.getByRole("banner").getByRole("button", { name: ui.hi.signIn }).tap();
    await expect(toastItems(page, "hi")).toContainText(ui.hi.signInToast);
    await waitForLoadIslands(page);
    await page.getByRole("button", { name: ui.hi.openMenu }).tap();
    await expect(page.getByRole("navigation", { name: ui.hi.mobileNavLabel })).toBeVisible();
    const copy = await page.evaluate(() => {
      const attributes = ["aria-label", "alt", "placeholder", "title"];
      const pieces = document.body.innerText.split("\n").map((text) => ({ where: "text", text }));
      for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))) {
        for (const name of attributes) {
          const text = element.getAttribute(name);
          if (text) pieces.push({ where: `<${element.tagName.toLowerCase()} ${name}>`, text });
        }
      }
      return pieces;
    });
    // "English" is allowed once: in the visible language list.
    const shown = copy.filter((piece) => piece.where === "text").map((piece) => piece.text);
    expect(shown.join("\n").match(/English/g), `${route.path}: English only in the language control`).toHaveLength(1);
    const english = copy
      .filter((piece) => /[A-Za-z]/.test(disallowedLatin(piece.text)))
      .map((piece) => `${piece.where}: ${piece.text}`);
    expect(english, `${route.path}: Latin letters outside the allowed names`).toEqual([]);
  }
});
