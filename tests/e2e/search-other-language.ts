import type { Page } from "@playwright/test";
import { destinationsPage } from "../../app/content/destinations-page";
import { localeSettings } from "../../app/config/locales";
import { fillTemplate } from "../../app/lib/logic/template";
import { languageTestData, translatedLanguages } from "../language-data";
import { destinationName, expect, pathIn } from "./fixtures";

/**
 * A query written in another language's script, typed on the English Destinations page the
 * moment its box is painted, is offered that language's page with the query (decision 0020):
 * the line appears once the search island has started, and its link leads there with the card found.
 * Shared by the desktop spec (destinations.spec.ts) and the phone's (first-paint.phone.spec.ts).
 */

/** Every site language but English whose script is not English's, with the query typed in it. */
export const otherScriptQueries = translatedLanguages
  .filter((language) => localeSettings[language].script !== localeSettings.en.script)
  .map((language) => ({ language, query: languageTestData(language).search.dubai }));

const withQuery = (path: string, query: string) => `${path}?${new URLSearchParams({ q: query })}`;

export async function offersOtherLanguagePage(
  page: Page,
  { language, query }: (typeof otherScriptQueries)[number],
  /** Taps as on a phone; `release` lets the page's scripts run, held back until then (`holdScripts`). */
  { tap, release }: { tap: boolean; release: () => void },
) {
  await page.goto("/destinations", { waitUntil: "commit" });
  const box = page.getByRole("searchbox", { name: destinationsPage.en.searchLabel });
  if (tap) await box.tap();
  await box.fill(query);
  // Typed before the search started, which answers it as it starts.
  await expect(
    page.locator('astro-island[component-export="DestinationSearch"]'),
    "typed before it started",
  ).toHaveAttribute("ssr");
  release();

  const { name } = localeSettings[language];
  const link = page.getByRole("link", {
    name: fillTemplate(destinationsPage.en.otherLanguage.action, { language: name }),
  });
  await expect(link).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(fillTemplate(destinationsPage.en.otherLanguage.line, { language: name }))).toBeVisible();
  const target = withQuery(pathIn(language, "/destinations"), query);
  await expect(link).toHaveAttribute("href", target);
  await (tap ? link.tap() : link.click());
  await expect(page).toHaveURL(target);
  await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[language].htmlLang);
  await expect(page.getByRole("searchbox", { name: destinationsPage[language].searchLabel })).toHaveValue(query);
  await expect(
    page
      .getByRole("list", { name: destinationsPage[language].listLabel })
      .getByRole("listitem")
      .getByRole("heading", { level: 2 }),
  ).toHaveText([destinationName(language, "united-arab-emirates")]);
}
