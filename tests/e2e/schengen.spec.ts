import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * The helper on a Schengen guide that works out which country to apply to (shared.json's
 * `schengenWhereToApply`), used from the first paint: what is chosen or typed before its island
 * starts is read as it starts. The rule's arithmetic is unit-tested
 * (app/lib/logic/schengen-country.test.ts); the rule without JavaScript on the built HTML
 * (tests/build/schengen.test.ts).
 */

const helper = (page: Page) => page.getByRole("form", { name: "Which country do I apply to?" });

test("France and Switzerland with equal days, France entered first, is France; more days in Switzerland is Switzerland", async ({
  page,
}) => {
  await page.goto("/destinations/france");
  const form = helper(page);
  // The guide's own country comes first.
  await expect(form.getByRole("combobox", { name: "Country 1" })).toHaveValue("FR");
  await form.getByRole("spinbutton", { name: "Days in country 1" }).fill("4");
  await form.getByRole("combobox", { name: "Country 2" }).selectOption({ label: "Switzerland" });
  await form.getByRole("spinbutton", { name: "Days in country 2" }).fill("4");
  const answer = form.getByRole("status");
  await expect(answer).toContainText(
    "Apply to France: no one country has the most days (France and Switzerland have the same number), so apply to the country you enter first.",
  );
  // On France's own guide, no link to itself.
  await expect(answer.getByRole("link")).toHaveCount(0);

  await form.getByRole("spinbutton", { name: "Days in country 2" }).fill("5");
  await expect(answer).toContainText("Apply to Switzerland: you spend the most days there.");
  await expect(answer.getByRole("link", { name: "Read our Switzerland guide" })).toHaveAttribute(
    "href",
    "/destinations/switzerland",
  );
});
