import { shell } from "../../app/content/shell";
import { support } from "../../app/content/support";
import { launchToasts } from "../../app/content/toasts";
import {
  expect,
  isRendered,
  languages,
  notFoundRoutes,
  pageRoutesIn,
  pathIn,
  test,
  ui,
  waitForHydration,
  type Language,
} from "./fixtures";

/** Each language's home h1, as the not-found page's home link must reach it. */
const homeHeading: Record<Language, string> = { en: "Where Dreams Take Flight", hi: shell.hi.tagline };

/** The footer's words per language: English written out, Hindi from the shell content. */
const footerText: Record<
  Language,
  {
    quickLinks: string;
    quickLinkLabels: string[];
    contactSupport: string;
    chatOnWhatsapp: RegExp;
    sendEmail: RegExp;
    appTitle: string;
    credit: string;
    faq: string;
  }
> = {
  en: {
    quickLinks: "Quick Links",
    quickLinkLabels: ["Home", "About Us", "Destinations", "Travel News", "FAQs"],
    contactSupport: "Contact Support",
    chatOnWhatsapp: /Chat on WhatsApp/,
    sendEmail: /Send an E-mail/,
    appTitle: "Launching Soon",
    credit: "Made with love by Bharat, for Bharat.",
    faq: "FAQs",
  },
  hi: {
    quickLinks: shell.hi.footer.quickLinksTitle,
    quickLinkLabels: [
      shell.hi.pageLabels.home,
      shell.hi.pageLabels.aboutUs,
      shell.hi.pageLabels.destinations,
      shell.hi.pageLabels.travelNews,
      shell.hi.pageLabels.faq,
    ],
    contactSupport: shell.hi.footer.supportTitle,
    chatOnWhatsapp: new RegExp(support.hi.chatOnWhatsapp),
    sendEmail: new RegExp(support.hi.sendEmail),
    appTitle: shell.hi.footer.appTitle,
    credit: shell.hi.credit,
    faq: shell.hi.pageLabels.faq,
  },
};

/** The header's pages, unprefixed, with the key of their label. */
const navPages = [
  ["/", "home"],
  ["/destinations", "destinations"],
  ["/travel-news", "travelNews"],
  ["/about-us", "aboutUs"],
] as const;

for (const language of languages) {
  const text = ui[language];
  const routes = pageRoutesIn[language];
  const notFoundRoute = notFoundRoutes[language];

  test.describe(`[${language}] routes`, () => {
    for (const route of routes) {
      test(`${route.path} renders with its title, one main and one h1`, async ({ page }) => {
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        await expect(page.getByRole("main")).toHaveCount(1);
        await expect(page.locator("html")).toHaveAttribute("lang", text.htmlLang);
      });
    }

    test(`${notFoundRoute.path}: an unknown path shows the not-found page with status 404 and links back`, async ({
      page,
    }) => {
      const response = await page.goto(notFoundRoute.path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundRoute.heading);
      await expect(page).toHaveTitle(notFoundRoute.title);
      await expect(page.locator("html")).toHaveAttribute("lang", text.htmlLang);
      await page.getByRole("main").getByRole("link", { name: notFoundRoute.homeLink }).click();
      await expect(page).toHaveURL(pathIn(language, "/"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(homeHeading[language]);
    });
  });

  test.describe(`[${language}] navigation bar`, () => {
    test("is 68 px high and stays at the top after scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.goto(pathIn(language, "/"));
      const header = page.getByRole("banner");
      expect((await header.boundingBox())?.height).toBe(68);
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      const box = await header.boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.height).toBe(68);
    });

    test("links navigate and mark the current page with aria-current", async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: text.mainNavLabel });
      await expect(nav.getByRole("link")).toHaveText(text.navLabels);
      await expect(nav.getByRole("link", { name: text.pageLabels.home })).toHaveAttribute("aria-current", "page");

      for (const [path, key] of navPages.slice(1)) {
        const name = text.pageLabels[key];
        await nav.getByRole("link", { name }).click();
        await expect(page).toHaveURL(pathIn(language, path));
        await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
        await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
      }
    });

    for (const [unprefixed, key] of navPages) {
      const path = pathIn(language, unprefixed);
      const label = text.pageLabels[key];
      test(`${path} marks ${label} as the current page on first load, before and after hydration`, async ({
        browser,
      }) => {
        for (const javaScriptEnabled of [false, true]) {
          const context = await browser.newContext({ javaScriptEnabled });
          const page = await context.newPage();
          await page.goto(path);
          if (javaScriptEnabled) await waitForHydration(page);
          const current = page.getByRole("navigation", { name: text.mainNavLabel }).locator("[aria-current=page]");
          await expect(current).toHaveText(label);
          await context.close();
        }
      });
    }

    test("the logo links home", async ({ page }) => {
      await page.goto(pathIn(language, "/about-us"));
      await page.getByRole("banner").getByRole("link", { name: text.homeLinkLabel }).click();
      await expect(page).toHaveURL(pathIn(language, "/"));
    });

    test("shows the Launching Soon badge and a Sign In button that opens a toast", async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      const header = page.getByRole("banner");
      await expect(header.getByText(text.launchBadge)).toBeVisible();
      await header.getByRole("button", { name: text.signIn }).click();
      const toast = page.getByRole("region", { name: text.notifications }).getByRole("listitem");
      await expect(toast).toContainText(text.signInToast);
      const whatsapp = toast.getByRole("link", { name: text.chatOnWhatsapp });
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      // Prefilled in the page's language.
      await expect(whatsapp).toHaveAttribute("href", launchToasts[language].signIn.action.href);
    });

    test("the skip link moves focus to the main content", async ({ page }) => {
      await page.goto(pathIn(language, "/about-us"));
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: text.skipLink });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    });
  });

  test.describe(`[${language}] mobile menu`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("opens, closes on choosing a link, and on Escape returns focus to the toggle", async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      await expect(page.getByRole("navigation", { name: text.mainNavLabel })).toBeHidden();
      const toggle = page.getByRole("button", { name: text.openMenu });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const menuId = await toggle.getAttribute("aria-controls");
      const menu = page.locator(`#${menuId}`);
      await expect(menu).toBeHidden();

      await toggle.click();
      await expect(page.getByRole("button", { name: text.closeMenu })).toHaveAttribute("aria-expanded", "true");
      const mobileNav = page.getByRole("navigation", { name: text.mobileNavLabel });
      await expect(mobileNav.getByRole("link")).toHaveText(text.navLabels);
      await mobileNav.getByRole("link", { name: text.pageLabels.travelNews }).click();
      await expect(page).toHaveURL(pathIn(language, "/travel-news"));
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: text.openMenu })).toHaveAttribute("aria-expanded", "false");

      await page.getByRole("button", { name: text.openMenu }).click();
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: text.openMenu })).toBeFocused();
    });

    test("the toggle switches the dropdown and Sign In is inside it", async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      await page.getByRole("button", { name: text.openMenu }).click();
      await expect(page.getByRole("banner").getByRole("button", { name: text.signIn })).toBeVisible();
      await page.getByRole("button", { name: text.closeMenu }).click();
      await expect(page.getByRole("navigation", { name: text.mobileNavLabel })).toBeHidden();
    });
  });

  test.describe(`[${language}] footer`, () => {
    test("has the quick links, support links, app badges and credits", async ({ page }) => {
      const words = footerText[language];
      await page.goto(pathIn(language, "/travel-news"));
      await waitForHydration(page);
      const footer = page.getByRole("contentinfo");
      const quickLinks = footer.getByRole("navigation", { name: words.quickLinks }).getByRole("link");
      await expect(quickLinks).toHaveText(words.quickLinkLabels);
      const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(
        ["/", "/about-us", "/destinations", "/travel-news", "/#faq"].map((path) => pathIn(language, path)),
      );

      await expect(footer.getByRole("heading", { name: words.contactSupport })).toBeVisible();
      const whatsapp = footer.getByRole("link", { name: words.chatOnWhatsapp });
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
      await expect(whatsapp).toHaveAttribute("rel", /noopener/);
      await expect(footer.getByRole("link", { name: words.sendEmail })).toHaveAttribute(
        "href",
        /^mailto:[^?]+@[^?]+\?subject=/,
      );

      await expect(footer.getByRole("heading", { name: words.appTitle })).toBeVisible();
      await expect(footer.getByText(words.credit)).toBeVisible();
      await expect(footer.getByText(/©\s*2025/)).toBeVisible();

      for (const store of ["App Store", "Google Play"]) {
        await footer.getByRole("button", { name: new RegExp(store) }).click();
        await expect(page.getByRole("region", { name: text.notifications }).getByRole("listitem")).toContainText(
          text.mobileAppToast,
        );
      }
    });
  });

  test.describe(`[${language}] footer placeholder`, () => {
    // Until it comes near the viewport the footer's layout is skipped and it keeps the size
    // of its placeholder (contain-intrinsic-size). Contrast checkers find its dark background
    // under its light text only if that placeholder is at least as tall as the footer.
    for (const width of [320, 375, 640, 768, 1024, 1280]) {
      test(`is at least as tall as the footer at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pathIn(language, "/"));
        const footer = page.getByRole("contentinfo");
        const placeholder = await footer.evaluate((element) => {
          const height = getComputedStyle(element).containIntrinsicHeight.match(/([\d.]+)px$/);
          return height ? Number(height[1]) : Number.NaN;
        });
        await footer.scrollIntoViewIfNeeded();
        // Its own box is always rendered; its content is what waits.
        await expect.poll(() => isRendered(footer.getByRole("link", { name: footerText[language].faq }))).toBe(true);
        const rendered = await footer.evaluate((element) => element.getBoundingClientRect().height);
        expect(rendered).toBeGreaterThan(300);
        expect(placeholder).toBeGreaterThanOrEqual(rendered);
      });
    }
  });

  test.describe(`[${language}] without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    for (const route of routes) {
      test(`${route.path} shows its text and the menu reaches every page`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        // A 68 px bar whose toggle opens the menu: the popover needs no script.
        expect((await page.getByRole("banner").boundingBox())?.height).toBe(68);
        const mobileNav = page.getByRole("navigation", { name: text.mobileNavLabel });
        await expect(mobileNav).toBeHidden();
        await page.getByRole("button", { name: text.openMenu }).click();
        await expect(mobileNav).toBeVisible();
        await expect(mobileNav.getByRole("link")).toHaveText(text.navLabels);
        await page.keyboard.press("Escape");
        await expect(mobileNav).toBeHidden();
        await expect(page.getByRole("contentinfo").getByText(footerText[language].credit)).toBeVisible();
      });

      test(`${route.path} shows every line of text the hydrated page shows`, async ({ page, browser, baseURL }) => {
        const withScript = await browser.newContext({
          baseURL,
          javaScriptEnabled: true,
          viewport: { width: 375, height: 740 },
        });
        const hydrated = await withScript.newPage();
        await hydrated.goto(route.path);
        await waitForHydration(hydrated);
        const visibleLines = (await hydrated.locator("body").innerText()).split("\n").map((line) => line.trim());
        await withScript.close();

        await page.goto(route.path);
        const staticText = await page.locator("body").innerText();
        const missing = visibleLines.filter((line) => line && !staticText.includes(line));
        expect(missing).toEqual([]);
      });
    }

    test(`${notFoundRoute.path}: the not-found page shows its text and links back`, async ({ page }) => {
      const response = await page.goto(notFoundRoute.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundRoute.heading);
      await page.getByRole("main").getByRole("link", { name: notFoundRoute.homeLink }).click();
      await expect(page).toHaveURL(pathIn(language, "/"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0]!.heading);
    });

    test("the menu's links reach every page", async ({ page }) => {
      const menuLabels: Record<string, string> = Object.fromEntries(
        navPages.map(([path, key]) => [pathIn(language, path), text.pageLabels[key]]),
      );
      await page.goto(pathIn(language, "/"));
      // The privacy notice is linked from the footer, not the menu.
      const inMenu = routes.filter((route) => route.path in menuLabels);
      for (const route of [...inMenu.slice(1), inMenu[0]!]) {
        await page.getByRole("button", { name: text.openMenu }).click();
        const link = page
          .getByRole("navigation", { name: text.mobileNavLabel })
          .getByRole("link", { name: menuLabels[route.path] });
        await link.click();
        await expect(page).toHaveURL(route.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      }
    });

    test("every link on every page leads to a page that exists", async ({ page, request }) => {
      const internal = new Set<string>();
      for (const route of [...routes, notFoundRoute]) {
        await page.goto(route.path);
        for (const href of await page
          .locator("a[href]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")!))) {
          if (href.startsWith("#")) await expect(page.locator(href), `target of ${href}`).toHaveCount(1);
          else if (href.startsWith("/")) internal.add(href);
          else
            expect(href, `external link on ${route.path}`).toMatch(
              // Support (WhatsApp, e-mail) and the photo credit on /destinations.
              /^(https:\/\/wa\.me\/\d+\?text=|mailto:[^@]+@[^?]+\?subject=|https:\/\/unsplash\.com\/?$)/,
            );
        }
      }
      expect([...internal]).toEqual(
        expect.arrayContaining(
          ["/", "/about-us", "/destinations", "/travel-news", "/#faq", "/privacy"].map((path) =>
            pathIn(language, path),
          ),
        ),
      );
      for (const href of internal) {
        const response = await request.get(href.split("#")[0] || "/");
        expect(response.status(), href).toBe(200);
      }
    });
  });
}
