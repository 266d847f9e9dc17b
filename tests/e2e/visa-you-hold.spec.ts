import type { Page } from "@playwright/test";
import { visaYouHold } from "../../app/content/visa-you-hold";
import { holdingSearchTerms } from "../../app/content/search-words";
import { holdingsIndexView } from "../../app/lib/build/held-visa-view.server";
import { todayInIndia } from "../../app/lib/logic/destination-guides";
import { combinedAnswer } from "../../app/lib/logic/held-visas";
import { expect, holdScripts, languages, pathIn, test, waitForIsland } from "./fixtures";

/*
 * The picker of what the visas you hold open (decision 0026): a box ticked at first paint is
 * answered once the island starts, and several holdings give each place the best of them.
 * Which holding saves the most is unit-tested (held-visas.test.ts); without JavaScript the
 * holdings are links (tests/build/visa-you-hold.test.ts). And the destination search offers a
 * holding's page for the words travellers type.
 */

const words = visaYouHold.en;
const index = holdingsIndexView("en", todayInIndia());
const answer = (page: Page) => page.getByRole("region", { name: words.picker.answerHeading });
const box = (page: Page, holding: "us-visa" | "us-green-card") =>
  page.getByRole("checkbox", { name: words.holdings[holding].name, exact: true });

/** The places the picker lists for these holdings, in its order. */
const placesFor = (ticked: ("us-visa" | "us-green-card")[]) =>
  combinedAnswer(index.picker.openings, ticked, index.picker.places.length).opened.map(
    ({ place }) => index.picker.places[place]!.name,
  );

test("a box ticked before the picker starts is answered, and two holdings give each place the best", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/visa-you-hold");
  await box(page, "us-green-card").check();
  await expect(box(page, "us-green-card"), "ticked with no script run").toBeChecked();
  release();
  await waitForIsland(page, "HoldingPicker");
  const places = answer(page).getByRole("listitem");
  await expect(places.getByRole("link", { name: /./ }).filter({ hasNotText: words.picker.readMore })).toHaveText(
    placesFor(["us-green-card"]),
  );
  await expect(answer(page).getByRole("status")).toContainText(String(placesFor(["us-green-card"]).length));
  // Canada lets a green card holder in without a visa: its conditions are on the green card's page.
  const canada = places.filter({ hasText: "Canada" });
  await expect(canada).toContainText(words.entries["visa-free"]);
  await expect(canada.getByRole("link", { name: words.picker.readMore })).toHaveAttribute(
    "href",
    "/visa-you-hold/us-green-card#canada",
  );

  await box(page, "us-visa").check();
  await expect(places.getByRole("link", { name: /./ }).filter({ hasNotText: words.picker.readMore })).toHaveText(
    placesFor(["us-visa", "us-green-card"]),
  );
  await box(page, "us-green-card").uncheck();
  await box(page, "us-visa").uncheck();
  await expect(answer(page).getByRole("status")).toHaveText(words.picker.noneTicked);
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
