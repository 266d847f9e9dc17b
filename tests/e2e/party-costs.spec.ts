import { expect, test } from "./fixtures";

/*
 * "Who is travelling?" on a guide (decision 0025), in a browser: the party typed in, a child added by
 * its button, each fee for the party, the total and its rupees answered in the live region. The
 * sum's arithmetic is unit-tested (app/lib/logic/party-costs.test.ts); the fields and the empty
 * live region without JavaScript are checked on the built HTML (tests/build/guides.test.ts).
 */

test("two adults and a child of 9 on France: each fee, EUR 225 in all, and its rupees or why there are none", async ({
  page,
}) => {
  await page.goto("/destinations/france");
  const costs = page.getByRole("region", { name: "What it costs" });
  await costs.getByRole("spinbutton", { name: "Adults, 18 and over" }).fill("2");
  await costs.getByRole("button", { name: "Add a child" }).click();
  await costs.getByRole("spinbutton", { name: "Child 1: age" }).fill("9");

  const answer = costs.getByRole("status");
  await expect(answer).toContainText("Schengen visa fee, aged 12 and over: 2 × EUR 90, EUR 180 in all");
  await expect(answer).toContainText(": 1 × EUR 45, EUR 45 in all");
  await expect(answer).toContainText("Total of these fees: EUR 225");
  // The committed rates may be a week old or missing: then the page says why there is no figure.
  await expect(answer).toContainText(
    /In rupees: about ₹[\d,]+ at the ECB reference rate of \d{1,2} \w+ \d{4}|No rupee total: a fee above has no rupee figure\./,
  );
  // Set apart, never added up: the service fee has no known amount.
  await expect(answer).toContainText("Not in the total");
  await expect(answer).toContainText("Visa centre service fee: amount not known");

  // A child removed is no longer counted.
  await costs.getByRole("button", { name: "Remove child 1" }).click();
  await expect(answer).toContainText("Total of these fees: EUR 180");
});

test("three adults on Canada: the family's cap said as a family's, what others pay, and the age the fingerprints fee stops at", async ({
  page,
}) => {
  await page.goto("/destinations/canada");
  const costs = page.getByRole("region", { name: "What it costs" });
  await costs.getByRole("spinbutton", { name: "Adults, 18 and over" }).fill("3");
  const answer = costs.getByRole("status");
  await expect(answer).toContainText(/for a family applying together; otherwise 3 × CAD\s85/);
  await expect(answer).toContainText(/Total of these fees, for a family applying together: CAD\s470/);
  await expect(answer).toContainText("travellers over the age of 79 do not pay it, but the total counts every adult.");
});
