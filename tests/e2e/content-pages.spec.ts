import { expect, test, waitForHydration } from "./fixtures";

test.describe("About", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/about-us");
  });

  test("has the launch badge, the story, and the Mission and Vision cards", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByText("Launching New Features Soon!")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About VisaUdaan");

    const story = main.getByRole("region", { name: "Visas should be the easy part of travel" });
    await expect(story).toContainText("Our story");
    await expect(story).toContainText("Udaan is Hindi for flight");

    const purpose = main.getByRole("region", { name: "What drives us" });
    await expect(purpose.getByRole("heading", { level: 3 })).toHaveText(["Our Mission", "Our Vision"]);
    const cards = purpose.getByRole("listitem");
    await expect(cards.nth(0)).toContainText("To simplify global travel for Indian explorers.");
    await expect(cards.nth(1)).toContainText("A one-stop hub for global exploration that goes beyond visas.");
  });

  test("offers WhatsApp and e-mail support", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(main.getByRole("link", { name: "Send an E-mail" })).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("Travel News", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/travel-news");
  });

  test("says news, tips and updates are coming soon", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel News & Updates");
    const placeholder = page.getByRole("main").getByRole("region", { name: "Coming Soon!" });
    await expect(placeholder).toContainText("News, tips and updates for Indian travellers will be live here shortly.");
  });

  test("offers next steps: explore destinations or contact support", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(main.getByRole("link", { name: "Send an E-mail" })).toHaveAttribute("href", /^mailto:/);
    await main.getByRole("link", { name: "Explore All Destinations" }).click();
    await expect(page).toHaveURL("/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Global Destinations");
  });
});

test("each content page has its own title and meta description", async ({ page }) => {
  const seen = new Set<string>();
  for (const path of ["/", "/about-us", "/travel-news"]) {
    await page.goto(path);
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(seen.has(title), `${path} title is unique`).toBe(false);
    expect(seen.has(description ?? ""), `${path} description is unique`).toBe(false);
    seen.add(title);
    seen.add(description ?? "");
  }
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ["/", "/about-us", "/destinations", "/travel-news"]) {
    test(`${path} has no horizontal overflow`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }

  test("the home page has no horizontal overflow with an FAQ answer open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByText("How long does visa processing take?").click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

const notAffiliated =
  "VisaUdaan is a private service. It is not a government website and is not affiliated with any government, embassy or consulate.";

test.describe("Privacy Notice", () => {
  test.use({ javaScriptEnabled: false });

  test("is linked from every page's footer, beside the not-a-government line, and readable without JavaScript", async ({
    page,
  }) => {
    for (const path of ["/", "/destinations", "/no-such-page"]) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(notAffiliated)).toBeVisible();
      await expect(footer.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
    }
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
    await expect(page).toHaveURL("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Who we are",
      "What this website stores about you",
      "What any visit shares",
      "Photos on the Destinations page",
      "If you contact us on WhatsApp",
      "If you contact us by e-mail",
      "What we do with your messages",
      "Changes to this notice",
    ]);
    await expect(main).toContainText("This website does not set cookies");
    await expect(main).toContainText(notAffiliated);
  });
});
