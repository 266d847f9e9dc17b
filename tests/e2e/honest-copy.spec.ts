import type { Page } from "@playwright/test";
import {
  expect,
  languages,
  notFoundRoute,
  notFoundRoutes,
  pageRoutes,
  pageRoutesIn,
  test,
  toastItems,
  ui,
  waitForHydration,
  type Language,
} from "./fixtures";

/**
 * Honest about today (docs/requirements.md): the site has not launched, so no page may say
 * the service works now, and the retired phrasings stay retired. Strings match case-insensitively;
 * regular expressions as written (the case-sensitive ones keep the Title Case form allowed).
 */
const retiredPhrasings: (string | RegExp)[] = [
  "applied for online in under five minutes",
  "The whole application works in your phone's browser",
  "already works fully on your phone",
  "no office visits or appointments",
  "no paperwork, no appointments",
  "No printouts, photocopies or appointments",
  "Every fee is shown upfront",
  "protected with end-to-end encryption",
  "in real time",
  "real-time",
  /Advanced destination features launching soon/i,
  /visa options launch soon/i,
  "go live very soon",
  "we will guide you today",
  "what you need today",
  "Hyper-Speed",
  "Fortress-Level",
  "Seamless",
  "Instant Status Updates",
  "Zero Paperwork",
  "Under 5 minutes",
  "Replies 24/7",
  "day or night",
  "have you covered",
  "on the go",
  "paperwork sorted",
  "Browse destinations",
  "Go to the home page",
  "Email support",
  /Contact support/,
  /Show all destinations/,
  /FAQS/,
  /\bemail\b/i,
  // Claims the destination cards, the embassies or the list itself contradict.
  "24 hours up to 7-15 working days",
  "to the day your visa is issued",
  "GCC, Europe and Asia",
  "Only the team working on your visa",
  "apply through an authorised visa agent and",
];

/** Present-tense claims that the service works today. */
const worksToday = [/\balready (works|available)\b/i, /\bapplication (works|takes)\b/i];

/** "24/7" only as a promise from launch, in the same sentence. */
const supportAroundTheClockToday = (sentence: string) => /24\/7/.test(sentence) && !/from launch/i.test(sentence);

/**
 * The page's text as read (innerText applies `uppercase`) plus the text of everything
 * hidden or not yet laid out (closed answers, the empty state, skipped sections), scripts aside.
 */
function pageText(page: Page) {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll("script, style, template").forEach((element) => element.remove());
    const meta = [...document.head.querySelectorAll("meta[name=description], meta[property^='og:']")]
      .map((element) => element.getAttribute("content") ?? "")
      .join("\n");
    return `${document.body.innerText}\n${copy.textContent ?? ""}\n${meta}\n${document.title}`;
  });
}

function expectHonest(text: string, where: string) {
  for (const phrase of retiredPhrasings) {
    if (typeof phrase === "string")
      expect(text.toLowerCase(), `${where}: "${phrase}"`).not.toContain(phrase.toLowerCase());
    else expect(text, `${where}: ${phrase}`).not.toMatch(phrase);
  }
  for (const pattern of worksToday) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
  const sentences = text.split(/(?<=[.!?])\s+|\n/);
  expect(sentences.filter(supportAroundTheClockToday), `${where}: 24/7 today`).toEqual([]);
}

/** Opens every launch toast the page offers and returns each one's text. */
async function launchToastTexts(page: Page, width: number, language: Language = "en") {
  const text = ui[language];
  const triggers = [
    () => page.getByRole("button", { name: text.signIn }).filter({ visible: true }).first(),
    () => page.getByRole("button", { name: text.startApplication }),
    () => page.getByRole("button", { name: text.exploreOptions }).first(),
    () => page.getByRole("contentinfo").getByRole("button", { name: /App Store/ }),
  ];
  const texts: string[] = [];
  // Below the small breakpoint Sign In lives in the menu.
  if (width < 640) await page.getByRole("button", { name: text.openMenu }).click();
  for (const trigger of triggers) {
    if ((await trigger().count()) === 0) continue;
    await trigger().click();
    await expect(toastItems(page, language)).toHaveCount(1);
    await expect(toastItems(page, language).getByText(text.launchMessage, { exact: true })).toBeVisible();
    texts.push(await toastItems(page, language).innerText());
    // Closed, so on a phone it does not cover the next trigger.
    await toastItems(page, language).getByRole("button", { name: text.closeNotification }).click();
    await expect(toastItems(page, language)).toHaveCount(0);
  }
  return texts;
}

test.describe("honest about today", () => {
  // Text in sections the browser has not laid out yet still counts.
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of [...pageRoutes, notFoundRoute]) {
    test(`${route.path} makes no retired or works-today claim, toasts included`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      expectHonest(await pageText(page), route.path);
      for (const text of await launchToastTexts(page, 1280)) expectHonest(text, `${route.path} toast`);
    });
  }

  // The retired phrasings are English; on Hindi pages the one launch message is what is checked.
  for (const route of [...pageRoutesIn.hi, notFoundRoutes.hi]) {
    test(`${route.path} shows the Hindi launch message word for word in every copy, toasts included`, async ({
      page,
    }) => {
      const { launchMessage } = ui.hi;
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      const copies = await page.locator("[data-launch-message]").allTextContents();
      expect(copies.length).toBeGreaterThanOrEqual(1);
      expect(new Set(copies)).toEqual(new Set([launchMessage]));
      expect(await pageText(page), "no English launch message").not.toContain(ui.en.launchMessage);
      expect((await launchToastTexts(page, 1280, "hi")).length).toBeGreaterThanOrEqual(2);
    });
  }

  for (const language of languages) {
    const { launchMessage, openMenu } = ui[language];
    for (const route of pageRoutesIn[language]) {
      test(`${route.path} shows the launch message word for word, in the page, the mobile menu and every launch toast`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(route.path);
        await waitForHydration(page);
        const copies = await page.locator("[data-launch-message]").allTextContents();
        // At least one on the page itself, besides the one in the mobile menu.
        expect(copies.length).toBeGreaterThanOrEqual(2);
        expect(new Set(copies)).toEqual(new Set([launchMessage]));
        const toggle = page.getByRole("button", { name: openMenu });
        const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
        await toggle.click();
        await expect(menu.getByText(launchMessage)).toBeVisible();
        await page.keyboard.press("Escape");
        expect((await launchToastTexts(page, 375, language)).length).toBeGreaterThanOrEqual(2);
      });
    }
  }
});
