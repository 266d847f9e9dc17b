import type { Browser, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { destinationsPage } from "../../app/content/destinations-page";
import { destinations } from "../../app/content/destinations";
import { shell } from "../../app/content/shell";
import {
  expect,
  languages,
  notFoundRoutes,
  pageRoutesIn,
  pathIn,
  test,
  ui,
  waitForHydration,
  type Language,
} from "./fixtures";

/**
 * The language link (issue 16): every page links to its twin in the other language, named in
 * that language, keeping the search and the fragment, before hydration, after it and with
 * JavaScript off. Nothing switches the language for the visitor.
 */

const otherLanguage = (language: Language): Language => (language === "en" ? "hi" : "en");

/** What the link to each language carries: written out, as the requirements fix them. */
const linkTo: Record<Language, { name: string; hreflang: string; lang: string }> = {
  en: { name: "English", hreflang: "en", lang: "en-IN" },
  hi: { name: "हिंदी", hreflang: "hi", lang: "hi" },
};

/** Each page with its twin: the tables list the pages in the same order in both languages. */
const twins = languages.flatMap((language) =>
  pageRoutesIn[language].map((route, index) => ({
    language,
    route,
    twin: pageRoutesIn[otherLanguage(language)][index]!,
  })),
);

/** Every page of a language, its not-found page included. */
const allPaths = (language: Language) => [
  ...pageRoutesIn[language].map((route) => route.path),
  notFoundRoutes[language].path,
];

/** The header's language link, as the bar shows it at the large breakpoint. */
const barLanguageLink = (page: Page, to: Language) =>
  page.getByRole("banner").getByRole("link", { name: linkTo[to].name, exact: true });

/** The mobile menu: the popover the toggle controls. */
async function mobileMenu(page: Page, language: Language) {
  const toggle = page.getByRole("button", { name: ui[language].openMenu });
  return page.locator(`#${await toggle.getAttribute("aria-controls")}`);
}

const uaeIndex = destinations.en.findIndex((destination) => destination.name === "United Arab Emirates");
const uaeName: Record<Language, string> = { en: "United Arab Emirates", hi: destinations.hi[uaeIndex]!.name };

const cardNames = (page: Page, language: Language) =>
  page
    .getByRole("list", { name: destinationsPage[language].listLabel })
    .getByRole("listitem")
    .getByRole("heading", { level: 2 });

const searchBox = (page: Page, language: Language) =>
  page.getByRole("searchbox", { name: destinationsPage[language].searchLabel });

test.describe("the language link", () => {
  for (const language of languages) {
    const to = otherLanguage(language);

    for (const path of allPaths(language)) {
      // A missing page has no twin: its link leads to the other language's home page.
      const isNotFound = path === notFoundRoutes[language].path;
      test(`${path} shows it in the header at 1280 px, leading to its ${to} ${isNotFound ? "home page" : "twin"}`, async ({
        page,
      }) => {
        // As pre-rendered: what a visitor without JavaScript, or before it runs, and a crawler follow.
        await page.goto(path);
        const link = barLanguageLink(page, to);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("hreflang", linkTo[to].hreflang);
        await expect(link).toHaveAttribute("lang", linkTo[to].lang);
        const unprefixed = language === "hi" ? path.replace(/^\/hi(?=\/|$)/, "") || "/" : path;
        await expect(link).toHaveAttribute("href", pathIn(to, isNotFound ? "/" : unprefixed));
        // Outside the Main navigation, which lists the pages only.
        await expect(
          page.getByRole("navigation", { name: ui[language].mainNavLabel }).getByRole("link", {
            name: linkTo[to].name,
          }),
        ).toHaveCount(0);
      });

      test(`${path} has it inside the mobile menu at 375 px, not in the bar`, async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await page.goto(path);
        const menu = await mobileMenu(page, language);
        const menuId = await menu.getAttribute("id");
        await expect(page.getByRole("banner").locator(`a[hreflang]:not(#${menuId} a)`)).toBeHidden();
        await expect(barLanguageLink(page, to)).toHaveCount(0);

        await page.getByRole("button", { name: ui[language].openMenu }).click();
        const link = menu.getByRole("link", { name: linkTo[to].name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("hreflang", linkTo[to].hreflang);
        await expect(link).toHaveAttribute("lang", linkTo[to].lang);
        // Beside the Mobile navigation, which keeps its four page links.
        const mobileNav = page.getByRole("navigation", { name: ui[language].mobileNavLabel });
        await expect(mobileNav.getByRole("link")).toHaveText(ui[language].navLabels);
        await expect(barLanguageLink(page, to)).toHaveCount(1);
      });
    }
  }
});

test.describe("switching after hydration", () => {
  for (const { language, route, twin } of twins) {
    const to = otherLanguage(language);

    test(`${route.path} → ${twin.path} navigates client-side into ${to}, header and footer included`, async ({
      page,
    }) => {
      await page.goto(route.path);
      // Client-side navigation exists only once React has hydrated the page.
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));

      await barLanguageLink(page, to).click();
      await expect(page).toHaveURL(twin.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);
      await expect(page).toHaveTitle(twin.title);
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        "no full document load",
      ).toBe(1);

      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: ui[to].mainNavLabel }).getByRole("link")).toHaveText(
        ui[to].navLabels,
      );
      await expect(header.getByText(ui[to].launchBadge)).toBeVisible();
      await expect(header.getByRole("button", { name: ui[to].signIn })).toBeVisible();
      await expect(header.getByRole("link", { name: ui[to].homeLinkLabel })).toHaveAttribute("href", pathIn(to, "/"));
      await expect(barLanguageLink(page, language)).toBeVisible();

      const footer = page.getByRole("contentinfo");
      const { footer: footerText, pageLabels, notAffiliated } = shell[to];
      await expect(footer.getByRole("navigation", { name: footerText.quickLinksTitle }).getByRole("link")).toHaveText([
        pageLabels.home,
        pageLabels.aboutUs,
        pageLabels.destinations,
        pageLabels.travelNews,
        pageLabels.faq,
      ]);
      await expect(footer).toContainText(notAffiliated);
      await expect(footer.getByRole("link", { name: pageLabels.privacy })).toHaveAttribute(
        "href",
        pathIn(to, "/privacy"),
      );

      // And back, still without a document load.
      await barLanguageLink(page, language).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[language].htmlLang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(
        page.getByRole("banner").getByRole("navigation", { name: ui[language].mainNavLabel }).getByRole("link"),
      ).toHaveText(ui[language].navLabels);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    });
  }

  test("the mobile menu's link switches too, and the menu closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about-us");
    // Client-side navigation exists only once React has hydrated the page.
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
    const menu = await mobileMenu(page, "en");
    await page.getByRole("button", { name: ui.en.openMenu }).click();
    await menu.getByRole("link", { name: linkTo.hi.name, exact: true }).click();
    await expect(page).toHaveURL("/hi/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.hi[1]!.heading);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: ui.hi.openMenu })).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });
});

test.describe("keeping the search and the fragment", () => {
  test("/destinations?q=dubai leads to /hi/destinations?q=dubai, the search applied", async ({ page }) => {
    await page.goto("/destinations?q=dubai");
    // Client-side navigation exists only once React has hydrated the page.
    await waitForHydration(page);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi/destinations?q=dubai");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(searchBox(page, "hi")).toHaveValue("dubai");
    await expect(cardNames(page, "hi")).toHaveText([uaeName.hi]);
  });

  test("/#faq leads to /hi#faq", async ({ page }) => {
    await page.goto("/#faq");
    // Client-side navigation exists only once React has hydrated the page.
    await waitForHydration(page);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi#faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("#faq")).toBeInViewport();
  });

  test("text typed into the search on /hi/destinations is kept on switching", async ({ page }) => {
    await page.goto("/hi/destinations");
    // The search writes ?q= into the URL only once React has hydrated the page.
    await waitForHydration(page);
    await searchBox(page, "hi").fill("dubai");
    await expect(cardNames(page, "hi")).toHaveText([uaeName.hi]);
    await expect(page).toHaveURL("/hi/destinations?q=dubai");
    await barLanguageLink(page, "en").click();
    await expect(page).toHaveURL("/destinations?q=dubai");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(searchBox(page, "en")).toHaveValue("dubai");
    await expect(cardNames(page, "en")).toHaveText([uaeName.en]);
  });
});

test.describe("opening it in a new tab after hydration", () => {
  // The link a visitor opens in a new tab (Ctrl+click) is its href, as the page shows it now.
  for (const [from, expected] of [
    ["/destinations?q=dubai", "/hi/destinations?q=dubai"],
    ["/#faq", "/hi#faq"],
  ] as const) {
    test(`${from} opens ${expected}`, async ({ page, context, baseURL }) => {
      await page.goto(from);
      // The page's own search and fragment are the hydrated link's to keep.
      await waitForHydration(page);
      const [tab] = await Promise.all([
        context.waitForEvent("page"),
        barLanguageLink(page, "hi").click({ modifiers: ["ControlOrMeta"] }),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(new URL(expected, baseURL).href);
      await expect(page).toHaveURL(from);
    });
  }
});

test("on a not-found page it leads to the other language's home page, before and after hydration", async ({
  browser,
}) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.hi[0]!.heading);
    await page.goto("/hi/no-such-page");
    await barLanguageLink(page, "en").click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn.en[0]!.heading);
    await context.close();
  }
});

/**
 * Holds every script back until the test has acted, as first-paint.spec.ts does, so the
 * visitor acts on the pre-rendered page.
 */
const beforeHydration = test.extend<{ releaseScripts: () => void }>({
  releaseScripts: [
    async ({ page }, use) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await use(release);
      release();
    },
    { auto: true },
  ],
});

beforeHydration.describe("before hydration", () => {
  const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

  beforeHydration("a search typed on /destinations goes along: /hi/destinations?q=dubai", async ({ page }) => {
    await page.goto("/destinations", { waitUntil: "commit" });
    await searchBox(page, "en").fill("dubai");
    await expect(cardNames(page, "en")).toHaveText([uaeName.en]);
    expect(await isHydrated(page), "acted before the scripts ran").toBe(false);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi/destinations?q=dubai");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(searchBox(page, "hi")).toHaveValue("dubai");
    await expect(cardNames(page, "hi")).toHaveText([uaeName.hi]);
  });

  beforeHydration("on /#faq the link carries #faq", async ({ page }) => {
    await page.goto("/#faq", { waitUntil: "commit" });
    await expect(barLanguageLink(page, "hi")).toBeVisible();
    expect(await isHydrated(page), "acted before the scripts ran").toBe(false);
    await barLanguageLink(page, "hi").click();
    await expect(page).toHaveURL("/hi#faq");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const language of languages) {
    const to = otherLanguage(language);
    test(`every ${language} page links to its ${to} twin`, async ({ page }) => {
      // Ten page loads in one test: a busy machine needs more than the default 30 s.
      test.slow();
      for (const { route, twin } of twins.filter((pair) => pair.language === language)) {
        await page.goto(route.path);
        const link = barLanguageLink(page, to);
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(twin.path);
        await expect(page.locator("html")).toHaveAttribute("lang", ui[to].htmlLang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);
      }
    });
  }
});

test.describe("no automatic redirect", () => {
  async function openHome(browser: Browser, baseURL: string | undefined, locale: string) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const response = await page.goto("/");
    return { context, page, response };
  }

  test("a browser set to hi-IN opening / stays on / in English", async ({ browser, baseURL }) => {
    const { context, page, response } = await openHome(browser, baseURL, "hi-IN");
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
});

/**
 * Latin letters a Hindi page may show (/tmp/hi/glossary.md): names, the support address,
 * the decorative airport codes, the visa class, Azerbaijan's visa system and the language
 * link's "English". Longest first, so "App Store" goes before any shorter overlap.
 */
const allowedLatin = [
  site.contact.supportEmail,
  "VisaUdaan",
  "WhatsApp",
  "App Store",
  "Google Play",
  "Unsplash",
  // The glossary's one further allowed name: the privacy notice says whose service WhatsApp is.
  "Meta Platforms",
  "B1/B2",
  "ASAN",
  // The key that moves focus to the notifications: Radix names it in the region's label.
  "F8",
  "DEL",
  "DXB",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** What is left of a piece of text once its allowed Latin is gone: any letter left is English copy. */
function disallowedLatin(text: string) {
  let rest = text
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\b(?:[a-z0-9-]+\.)+(?:com|in|org|net|app|me|io)\b(?:\/\S*)?/gi, " ");
  for (const token of allowedLatin)
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(token)}(?![A-Za-z])`, "g"), " ");
  return rest.replace(/(?<![A-Za-z])English(?![A-Za-z])/g, " ");
}

/**
 * Everything a visitor reads or hears on the page, each piece with where it was found: its
 * text as shown, its labels, alternatives, placeholders and tooltips, its title and description.
 */
function visitorCopy(page: Page) {
  return page.evaluate(() => {
    const attributes = ["aria-label", "alt", "placeholder", "title"];
    const pieces = document.body.innerText.split("\n").map((text) => ({ where: "text", text }));
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))) {
      for (const name of attributes) {
        const text = element.getAttribute(name);
        if (text) pieces.push({ where: `<${element.tagName.toLowerCase()} ${name}>`, text });
      }
    }
    // And text not shown right now (a closed answer, an empty state), scripts and styles aside,
    // read whole in its nearest block or control, so a two-tone "Visa" "Udaan" reads as one word.
    const containers = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || !node.textContent?.trim()) continue;
      containers.add(parent.closest("p, li, h1, h2, h3, h4, h5, h6, summary, a, button, label, div") ?? parent);
    }
    for (const container of containers) {
      const text = container.textContent?.replace(/\s+/g, " ").trim();
      if (text) pieces.push({ where: `hidden or shown <${container.tagName.toLowerCase()}>`, text });
    }
    pieces.push({ where: "<title>", text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    pieces.push({ where: "meta description", text: description });
    return pieces;
  });
}

test.describe("no English copy left on a Hindi page", () => {
  for (const path of allPaths("hi")) {
    for (const width of [1280, 375]) {
      test(`${path} at ${width} px${width < 1024 ? " with the menu open" : ""}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        // Text that only the hydrated page renders is read too.
        await waitForHydration(page);
        if (width < 1024) {
          await page.getByRole("button", { name: ui.hi.openMenu }).click();
          await expect(page.getByRole("navigation", { name: ui.hi.mobileNavLabel })).toBeVisible();
        }
        const copy = await visitorCopy(page);
        // "English" is allowed once: the visible language link.
        const shown = copy.filter((piece) => piece.where === "text").map((piece) => piece.text);
        expect(shown.join("\n").match(/English/g), "English only as the language link").toHaveLength(1);
        const english = copy
          .filter((piece) => /[A-Za-z]/.test(disallowedLatin(piece.text)))
          .map((piece) => `${piece.where}: ${piece.text}`);
        expect(english, "Latin letters outside the allowed names").toEqual([]);
      });
    }
  }
});
