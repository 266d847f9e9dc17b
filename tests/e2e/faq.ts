import type { Page } from "@playwright/test";
import { faq } from "../../app/content/faq";
import { byLanguage, expect, type Language } from "./fixtures";

/** The home page's FAQ, shared by the desktop and phone specs. */
export const faqTitle = byLanguage("Frequently asked questions", (language) => faq[language].intro.title);
export const faqQuestions = [
  "How long does visa processing take?",
  "Can I apply from my mobile phone?",
  "Is my personal data safe with you?",
  "How can I get help with my application?",
] as const;

export const faqSection = (page: Page, language: Language = "en") =>
  page.getByRole("main").getByRole("region", { name: faqTitle[language] });
export const faqItem = (page: Page, question: string) =>
  faqSection(page).locator("details").filter({ hasText: question });
export const faqSummary = (page: Page, question: string) => faqSection(page).getByText(question, { exact: true });

export async function expectOpenItems(page: Page, open: readonly string[]) {
  for (const question of faqQuestions) {
    const item = faqItem(page, question);
    if (open.includes(question)) await expect(item).toHaveAttribute("open");
    else await expect(item).not.toHaveAttribute("open");
  }
}

/** Waits for any smooth scroll to settle, then checks the FAQ heading sits just below the sticky header. */
export async function expectFaqAtTop(page: Page, language: Language) {
  const heading = faqSection(page, language).getByRole("heading", { level: 2 });
  await expect(heading).toBeInViewport();
  // Settled when two readings 100 ms apart agree: a smooth scroll still running moves between
  // them. (Not animation frames: they never run on a page whose JavaScript is off.)
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const scrollY = await page.evaluate(() => window.scrollY);
        const settled = scrollY === previous;
        previous = scrollY;
        return settled;
      },
      { intervals: [100] },
    )
    .toBe(true);
  const top = await faqSection(page, language).evaluate((element) => element.getBoundingClientRect().top);
  // Below the 68 px sticky header, not scrolled past.
  expect(top).toBeGreaterThanOrEqual(68);
  expect(top).toBeLessThan(160);
}
