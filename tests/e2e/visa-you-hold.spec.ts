import type { Page } from "@playwright/test";
import { visaYouHold } from "../../app/content/visa-you-hold";
import { holdingSearchTerms } from "../../app/content/search-words";
import { fillTemplate } from "../../app/lib/logic/template";
import { expect, holdScripts, languages, pathIn, test, waitForIsland } from "./fixtures";

/*
 * The picker of what the visas you hold open (decision 0026): a box ticked at first paint is
 * answered once the island starts, and several holdings give each place the best of them.
 * Which holding saves the most is unit-tested (held-visas.test.ts); without JavaScript the
 * holdings are links (tests/build/visa-you-hold.test.ts). And the destination search offers a
 * holding's page for the words travellers type.
 */

const words = visaYouHold.en;
const answer = (page: Page) => page.getByRole("region", { name: words.picker.answerHeading });
const box = (page: Page, holding: "us-visa" | "us-green-card") =>
  page.getByRole("checkbox", { name: words.holdings[holding].name, exact: true });

/** The answer's places, as links, in its order. */
const placeLinks = (page: Page) =>
  answer(page).getByRole("listitem").getByRole("link").filter({ hasNotText: words.picker.readMore });
const summary = (count: number) => fillTemplate(words.picker.summary, { count: String(count), total: "22" });

test("a box ticked before the picker starts is answered, and two holdings give each place the best", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/visa-you-hold");
  await box(page, "us-green-card").check();
  await expect(box(page, "us-green-card"), "ticked with no script run").toBeChecked();
  release();
  await waitForIsland(page, "HoldingPicker");
  // A green card opens Georgia and Canada without a visa first (sure answers, in the site's
  // order), the UAE on arrival further down.
  const places = placeLinks(page);
  await expect(places.nth(0)).toHaveText("Georgia");
  await expect(places.nth(1)).toHaveText("Canada");
  await expect(places.filter({ hasText: "United Arab Emirates" })).toHaveCount(1);
  await expect(places.filter({ hasText: "Singapore" })).toHaveCount(0);
  const greenCardOnly = await places.count();
  await expect(answer(page).getByRole("status")).toHaveText(summary(greenCardOnly));
  const canada = answer(page).getByRole("listitem").filter({ hasText: "Canada" });
  await expect(canada).toContainText(words.entries["visa-free"]);
  await expect(canada.getByRole("link", { name: words.picker.readMore })).toHaveAttribute(
    "href",
    "/visa-you-hold/us-green-card#canada",
  );

  // A US visa adds Singapore and Germany, each a transit without a visa.
  await box(page, "us-visa").check();
  await expect(places).toHaveCount(greenCardOnly + 2);
  for (const place of ["Singapore", "Germany"])
    await expect(answer(page).getByRole("listitem").filter({ hasText: place })).toContainText(words.entries.transit);
  await expect(answer(page).getByRole("status")).toHaveText(summary(greenCardOnly + 2));
  await box(page, "us-green-card").uncheck();
  await box(page, "us-visa").uncheck();
  await expect(answer(page).getByRole("status")).toHaveText(words.picker.noneTicked);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the holdings are links to their pages, with no box to tick and no answer to wait for", async ({ page }) => {
    await page.goto("/visa-you-hold");
    await expect(page.getByRole("link", { name: new RegExp(`^${words.holdings["us-visa"].name}`) })).toHaveAttribute(
      "href",
      "/visa-you-hold/us-visa",
    );
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    await expect(page.getByRole("region", { name: words.picker.answerHeading })).toHaveCount(0);
  });
});

for (const language of languages)
  test(`the destination search offers the pages of a US visa, a green card and a Schengen visa (${language})`, async ({
    page,
  }) => {
    await page.goto(pathIn(language, "/destinations"));
    await waitForIsland(page, "DestinationSearch");
    const search = page.getByRole("searchbox");
    for (const holding of ["us-visa", "us-green-card", "schengen-visa"] as const) {
      await search.fill(holdingSearchTerms[language][holding].aliases[0]!);
      await expect(page.getByRole("link", { name: visaYouHold[language].holdings[holding].title })).toHaveAttribute(
        "href",
        pathIn(language, `/visa-you-hold/${holding}`),
      );
    }
  });
