import { expect, test } from "./fixtures";
import { expectFaqAtTop, expectOpenItems, faqQuestions, faqSummary } from "./faq";

/*
 * The home page's words and structure are checked in its HTML (tests/build/content.test.ts);
 * tapping the FAQ and landing on it at phone width, in faq.phone.spec.ts. Here: the keyboard,
 * and landing on the FAQ at desktop width. Language-independent: checked in English.
 */

test("the FAQ works with the keyboard: Enter and Space toggle, Tab reaches the next question", async ({ page }) => {
  await page.goto("/");
  const [first, second] = faqQuestions;
  const firstSummary = faqSummary(page, first);
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

test.describe("/#faq at desktop width", () => {
  for (const [start, from] of [
    ["/travel-news", "another page"],
    ["/", "the home page itself"],
  ] as const) {
    test(`the footer FAQs link lands on the FAQ from ${from}`, async ({ page }) => {
      await page.goto(start);
      await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
      await expect(page).toHaveURL("/#faq");
      await expectFaqAtTop(page, "en");
    });
  }

  test("a direct visit lands on the FAQ", async ({ page }) => {
    await page.goto("/#faq");
    await expectFaqAtTop(page, "en");
  });
});
