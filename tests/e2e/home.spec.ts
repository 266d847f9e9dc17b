import type { Locator, Page } from "@playwright/test";
import { expect, isRendered, launchMessage, test, waitForHydration } from "./fixtures";

const faqQuestions = [
  "How long does visa processing take?",
  "Can I apply from my mobile phone?",
  "Is my personal data safe with you?",
  "How can I get help with my application?",
] as const;

const section = (page: Page, name: string | RegExp) => page.getByRole("main").getByRole("region", { name });
const faqSection = (page: Page) => section(page, "Frequently asked questions");
const faqItem = (page: Page, question: string) => faqSection(page).locator("details").filter({ hasText: question });
const faqSummary = (page: Page, question: string) => faqSection(page).getByText(question, { exact: true });

async function expectOpenItems(page: Page, open: readonly string[]) {
  for (const question of faqQuestions) {
    const item = faqItem(page, question);
    if (open.includes(question)) await expect(item).toHaveAttribute("open");
    else await expect(item).not.toHaveAttribute("open");
  }
}

/** Waits for any smooth scroll to settle, then checks the FAQ heading sits just below the sticky header. */
async function expectFaqAtTop(page: Page) {
  const heading = faqSection(page).getByRole("heading", { level: 2 });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return before === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
  const top = await faqSection(page).evaluate((element) => element.getBoundingClientRect().top);
  // Below the 68 px sticky header, not scrolled past.
  expect(top).toBeGreaterThanOrEqual(68);
  expect(top).toBeLessThan(160);
}

test.describe("home sections", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("come in the required order, each named by its heading", async ({ page }) => {
    const regions = page.getByRole("main").getByRole("region");
    await expect(regions).toHaveCount(5);
    const names = [
      /^Where Dreams Take Flight/,
      "Visas for every kind of trip",
      "A visa process built around you",
      "Your visa in six simple steps",
      "Frequently asked questions",
    ];
    for (const [index, name] of names.entries()) {
      await expect(regions.nth(index)).toHaveAccessibleName(name);
    }
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(names.slice(1) as string[]);
    await expect(regions.nth(2)).toContainText("Why choose us");
    await expect(regions.nth(3)).toContainText("How it works");
  });

  test("the hero carries the tagline, the purpose and the trust badges", async ({ page }) => {
    const hero = section(page, /Where Dreams Take Flight/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Where Dreams Take Flight");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("under five minutes");
    await expect(hero.getByRole("listitem")).toHaveText(["End-to-End Encryption", "Fully Online", "Mobile Perfected"]);
  });

  test("services list the three visa categories with descriptions", async ({ page }) => {
    const services = section(page, "Visas for every kind of trip");
    await expect(services.getByRole("heading", { level: 3 })).toHaveText([
      "Tourist Visa",
      "Business Visa",
      "Transit Visa",
    ]);
    for (const card of await services.getByRole("list").first().locator(":scope > li").all()) {
      await expect(card.getByRole("paragraph")).toHaveText(/\w.{40,}/);
    }
  });

  test("why choose us has six benefit cards, each with an icon, a title and a description", async ({ page }) => {
    const benefits = section(page, "A visa process built around you");
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Quick Application",
      "Made for Your Phone",
      "Less Paperwork",
      "Strong Data Protection",
      "Clear Pricing",
      "Status Updates",
    ]);
    const cards = benefits.getByRole("listitem");
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator("svg")).toHaveCount(1);
      await expect(card.getByRole("paragraph")).not.toBeEmpty();
    }
    await expect(benefits).toContainText("under five minutes");
    // Encryption as it can be backed: in transit and at rest, with who can read the documents.
    await expect(benefits).toContainText("travel encrypted");
    await expect(benefits).toContainText("upfront");
  });

  test("how it works is an ordered list of the six steps", async ({ page }) => {
    const steps = section(page, "Your visa in six simple steps");
    const list = steps.getByRole("list");
    expect(await list.evaluate((element) => element.tagName)).toBe("OL");
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      "Choose Destination",
      "Fill Details",
      "Upload Documents",
      "Pay & Submit",
      "Track Online",
      "Visa Issued",
    ]);
    const upload = list.getByRole("listitem").nth(2);
    await expect(upload).toContainText("passport");
    await expect(upload).toContainText("PAN");
    await expect(upload).toContainText("photo");
    await expect(list.getByRole("listitem").first()).toContainText("1");
  });
});

test.describe("home calls to action", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("Start Visa Application opens the launch toast with a WhatsApp action", async ({ page }) => {
    await page.getByRole("button", { name: "Start Visa Application" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Online applications are not open yet");
    await expect(toast.getByText(launchMessage, { exact: true })).toBeVisible();
    await expect(toast.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });

  test("Discover Destinations goes to /destinations", async ({ page }) => {
    await page.getByRole("link", { name: "Discover Destinations" }).click();
    await expect(page).toHaveURL("/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Global Destinations");
  });

  test("Explore All Destinations goes to /destinations", async ({ page }) => {
    await section(page, "Visas for every kind of trip").getByRole("link", { name: "Explore All Destinations" }).click();
    await expect(page).toHaveURL("/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Global Destinations");
  });
});

test.describe("FAQ", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("has four questions, all closed, and ends with the launch message and WhatsApp and e-mail support links", async ({
    page,
  }) => {
    const faq = faqSection(page);
    await expect(faq).toHaveAttribute("id", "faq");
    await expect(faq.locator("summary")).toHaveText(faqQuestions);
    await expectOpenItems(page, []);
    await expect(faq).toContainText(launchMessage);
    await expect(faq).toContainText("From launch, the VisaUdaan support team is available 24/7.");
    await expect(faq.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(faq.getByRole("link", { name: "Send an E-mail" })).toHaveAttribute(
      "href",
      /^mailto:[^?]+@[^?]+\?subject=/,
    );
  });

  test("opens one item at a time, and the open item closes again", async ({ page }) => {
    const [first, second] = faqQuestions;
    await faqSummary(page, first).click();
    await expectOpenItems(page, [first]);
    await expect(faqItem(page, first).getByText(/24 hours up to 7-15 working days/)).toBeVisible();

    await faqSummary(page, second).click();
    await expectOpenItems(page, [second]);
    await expect(faqItem(page, first).getByText(/24 hours/)).toBeHidden();

    await faqSummary(page, second).click();
    await expectOpenItems(page, []);
  });

  test("works with the keyboard: Enter and Space toggle, Tab reaches the next question", async ({ page }) => {
    const [first, second] = faqQuestions;
    const firstSummary: Locator = faqSummary(page, first);
    await firstSummary.focus();
    await expect(firstSummary).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpenItems(page, [first]);

    await page.keyboard.press("Tab");
    await expect(faqSummary(page, second)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpenItems(page, [second]);

    await page.keyboard.press("Enter");
    await expectOpenItems(page, []);
  });

  test("questions are large targets", async ({ page }) => {
    for (const question of faqQuestions) {
      const box = await faqSummary(page, question).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("sections below the first screen", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("are laid out only when they come near the viewport, and stay findable", async ({ page }) => {
    await page.goto("/");
    const faq = faqSection(page);
    // Skipped at first: not rendered, but in the page's text and accessibility tree.
    const faqHeading = faq.getByRole("heading", { level: 2 });
    expect(await isRendered(faqHeading)).toBe(false);
    expect(await isRendered(page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }))).toBe(false);
    await expect(faqHeading).toHaveText("Frequently asked questions");
    expect(await isRendered(page.getByRole("heading", { level: 1 }))).toBe(true);

    await page.mouse.wheel(0, 20000);
    await expect.poll(() => isRendered(faqHeading)).toBe(true);
  });
});

// At phone width the sections above the FAQ are far below the first screen and skip layout
// until near (decision 6); the scroll must use their real heights.
for (const [device, viewport] of [
  ["phone", { width: 412, height: 823 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`/#faq at ${device} width`, () => {
    test.use({ viewport });

    for (const [start, from] of [
      ["/travel-news", "another page (client-side navigation)"],
      ["/", "the home page itself"],
    ] as const) {
      test(`the footer FAQs link lands on the FAQ from ${from}`, async ({ page }) => {
        await page.goto(start);
        await waitForHydration(page);
        await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
        await expect(page).toHaveURL("/#faq");
        await expectFaqAtTop(page);
      });
    }

    test("a direct visit to /#faq lands on the FAQ", async ({ page }) => {
      await page.goto("/#faq");
      await waitForHydration(page);
      await expectFaqAtTop(page);
    });
  });
}

test.describe("FAQ without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("answers are in the HTML and the questions still open", async ({ page }) => {
    await page.goto("/");
    await faqSummary(page, faqQuestions[3]).click();
    await expect(
      faqItem(page, faqQuestions[3]).getByText(/on WhatsApp and by e-mail\. From launch, support is available 24\/7/),
    ).toBeVisible();
    const html = await (await page.request.get("/")).text();
    expect(html).toContain("24 hours up to 7-15 working days");
  });

  test("a direct visit to /#faq lands on the FAQ", async ({ page }) => {
    // The sections above it skip layout until near the viewport; :target renders them.
    await page.goto("/#faq");
    await expectFaqAtTop(page);
  });
});
