import { expect, isRendered, notFoundRoute, pageRoutes as routes, test, waitForHydration } from "./fixtures";

test.describe("routes", () => {
  for (const route of routes) {
    test(`${route.path} renders with its title, one main and one h1`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole("main")).toHaveCount(1);
    });
  }

  test("an unknown path shows the not-found page with status 404 and links back", async ({ page }) => {
    const response = await page.goto(notFoundRoute.path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Where Dreams Take Flight");
  });
});

test.describe("navigation bar", () => {
  test("is 68 px high and stays at the top after scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto("/");
    const header = page.getByRole("banner");
    expect((await header.boundingBox())?.height).toBe(68);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await header.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(68);
  });

  test("links navigate and mark the current page with aria-current", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Destinations", "Travel News", "About Us"]);
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");

    for (const [name, path] of [
      ["Destinations", "/destinations"],
      ["Travel News", "/travel-news"],
      ["About Us", "/about-us"],
    ] as const) {
      await nav.getByRole("link", { name }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    }
  });

  for (const [path, label] of [
    ["/", "Home"],
    ["/destinations", "Destinations"],
    ["/travel-news", "Travel News"],
    ["/about-us", "About Us"],
  ] as const) {
    test(`${path} marks ${label} as the current page on first load, before and after hydration`, async ({
      browser,
    }) => {
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(path);
        if (javaScriptEnabled) await waitForHydration(page);
        const current = page.getByRole("navigation", { name: "Main" }).locator("[aria-current=page]");
        await expect(current).toHaveText(label);
        await context.close();
      }
    });
  }

  test("the logo links home", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("banner").getByRole("link", { name: "VisaUdaan home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("shows the Launching Soon badge and a Sign In button that opens a toast", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByText("Launching Soon")).toBeVisible();
    await header.getByRole("button", { name: "Sign In" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Sign In opens at launch");
    await expect(toast.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/about-us");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, closes on choosing a link, and on Escape returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const menuId = await toggle.getAttribute("aria-controls");
    const menu = page.locator(`#${menuId}`);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link")).toHaveText(["Home", "Destinations", "Travel News", "About Us"]);
    await mobileNav.getByRole("link", { name: "Travel News" }).click();
    await expect(page).toHaveURL("/travel-news");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("the toggle switches the dropdown and Sign In is inside it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign In" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the quick links, support links, app badges and credits", async ({ page }) => {
    await page.goto("/travel-news");
    await waitForHydration(page);
    const footer = page.getByRole("contentinfo");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" }).getByRole("link");
    await expect(quickLinks).toHaveText(["Home", "About Us", "Destinations", "Travel News", "FAQs"]);
    const hrefs = await quickLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/", "/about-us", "/destinations", "/travel-news", "/#faq"]);

    await expect(footer.getByRole("heading", { name: "Contact Support" })).toBeVisible();
    const whatsapp = footer.getByRole("link", { name: /Chat on WhatsApp/ });
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);
    await expect(footer.getByRole("link", { name: /Send an E-mail/ })).toHaveAttribute(
      "href",
      /^mailto:[^?]+@[^?]+\?subject=/,
    );

    await expect(footer.getByRole("heading", { name: "Launching Soon" })).toBeVisible();
    await expect(footer.getByText("Made with love by Bharat, for Bharat.")).toBeVisible();
    await expect(footer.getByText(/©\s*2025/)).toBeVisible();

    for (const store of ["App Store", "Google Play"]) {
      await footer.getByRole("button", { name: new RegExp(store) }).click();
      await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toContainText(
        "Our mobile app is coming after launch",
      );
    }
  });
});

test.describe("footer placeholder", () => {
  // Until it comes near the viewport the footer's layout is skipped and it keeps the size
  // of its placeholder (contain-intrinsic-size). Contrast checkers find its dark background
  // under its light text only if that placeholder is at least as tall as the footer.
  for (const width of [320, 375, 640, 768, 1024, 1280]) {
    test(`is at least as tall as the footer at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      const placeholder = await footer.evaluate((element) => {
        const height = getComputedStyle(element).containIntrinsicHeight.match(/([\d.]+)px$/);
        return height ? Number(height[1]) : Number.NaN;
      });
      await footer.scrollIntoViewIfNeeded();
      // Its own box is always rendered; its content is what waits.
      await expect.poll(() => isRendered(footer.getByRole("link", { name: "FAQs" }))).toBe(true);
      const rendered = await footer.evaluate((element) => element.getBoundingClientRect().height);
      expect(rendered).toBeGreaterThan(300);
      expect(placeholder).toBeGreaterThanOrEqual(rendered);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  for (const route of routes) {
    test(`${route.path} shows its text and the menu reaches every page`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      // A 68 px bar whose toggle opens the menu: the popover needs no script.
      expect((await page.getByRole("banner").boundingBox())?.height).toBe(68);
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      await expect(mobileNav).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(mobileNav).toBeVisible();
      await expect(mobileNav.getByRole("link")).toHaveText(["Home", "Destinations", "Travel News", "About Us"]);
      await page.keyboard.press("Escape");
      await expect(mobileNav).toBeHidden();
      await expect(page.getByRole("contentinfo").getByText("Made with love by Bharat, for Bharat.")).toBeVisible();
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

  test("the not-found page shows its text and links back", async ({ page }) => {
    const response = await page.goto(notFoundRoute.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
    await page.getByRole("main").getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(routes[0]!.heading);
  });

  test("the menu's links reach every page", async ({ page }) => {
    const menuLabels: Record<string, string> = {
      "/": "Home",
      "/about-us": "About Us",
      "/destinations": "Destinations",
      "/travel-news": "Travel News",
    };
    await page.goto("/");
    // The privacy notice is linked from the footer, not the menu.
    const inMenu = routes.filter((route) => route.path in menuLabels);
    for (const route of [...inMenu.slice(1), inMenu[0]!]) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const link = page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: menuLabels[route.path] });
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
      expect.arrayContaining(["/", "/about-us", "/destinations", "/travel-news", "/#faq", "/privacy"]),
    );
    for (const href of internal) {
      const response = await request.get(href.split("#")[0] || "/");
      expect(response.status(), href).toBe(200);
    }
  });
});
