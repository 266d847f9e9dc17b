import { expect, isRendered, languages, pathIn, test, ui } from "./fixtures";
import { expectFaqAtTop, expectOpenItems, faqItem, faqQuestions, faqSection, faqSummary } from "./faq";

/*
 * The home page's FAQ on a phone: tapped, found by its link, and the sections above it that
 * skip layout until near (decision 6), whose real heights the scroll must use. The questions'
 * behaviour is the same in every language (English); landing on #faq depends on the heights
 * of each language's text.
 */

test("opens one item at a time on a tap, and the open item closes again", async ({ page }) => {
  await page.goto("/");
  const [first, second] = faqQuestions;
  await faqSummary(page, first).tap();
  await expectOpenItems(page, [first]);
  await expect(faqItem(page, first).getByText(/24 hours up to 7-15 working days/)).toBeVisible();

  await faqSummary(page, second).tap();
  await expectOpenItems(page, [second]);
  await expect(faqItem(page, first).getByText(/24 hours/)).toBeHidden();

  await faqSummary(page, second).tap();
  await expectOpenItems(page, []);
});

test("questions are large targets", async ({ page }) => {
  await page.goto("/");
  for (const question of faqQuestions) {
    const box = await faqSummary(page, question).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

test("sections below the first screen are laid out only when they come near, and stay findable", async ({ page }) => {
  await page.goto("/");
  // Skipped at first: not rendered, but in the page's text and accessibility tree.
  const faqHeading = faqSection(page).getByRole("heading", { level: 2 });
  expect(await isRendered(faqHeading)).toBe(false);
  const footerFaqLink = page.getByRole("contentinfo").getByRole("link", { name: "FAQs" });
  expect(await isRendered(footerFaqLink)).toBe(false);
  await expect(faqHeading).toHaveText("Frequently asked questions");
  expect(await isRendered(page.getByRole("heading", { level: 1 }))).toBe(true);

  await faqHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => isRendered(faqHeading)).toBe(true);
});

for (const [start, from] of [
  ["/travel-news", "another page"],
  ["/", "the home page itself"],
] as const) {
  test(`the footer FAQs link tapped on ${from} lands on the FAQ`, async ({ page }) => {
    await page.goto(start);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "FAQs" });
    await link.scrollIntoViewIfNeeded();
    await link.tap();
    await expect(page).toHaveURL("/#faq");
    await expectFaqAtTop(page, "en");
  });
}

for (const language of languages) {
  const faqPath = pathIn(language, "/#faq");

  test(`a direct visit to ${faqPath} lands on the FAQ`, async ({ page }) => {
    await page.goto(faqPath);
    await expectFaqAtTop(page, language);
  });

  test.describe(`${faqPath} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test("lands on the FAQ, and its questions still open", async ({ page }) => {
      // The sections above it skip layout until near the viewport; :target renders them.
      await page.goto(faqPath);
      await expectFaqAtTop(page, language);
      // Native <details>: the answer opens without script.
      const last = faqSection(page, language).locator("details").last();
      await last.locator("summary").tap();
      await expect(last).toHaveAttribute("open");
      await expect(last.locator("summary + *")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", ui[language].htmlLang);
    });
  });
}
