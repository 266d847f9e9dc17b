import type { Locator, Page } from "@playwright/test";
import { destinationGuides } from "../../app/content/destination-guides";
import { guidePage } from "../../app/content/guide-page";
import { readFileSync } from "node:fs";
import path from "node:path";
import { dayAfter, todayInIndia } from "../../app/lib/logic/destination-guides";
import { formatGuideDate } from "../../app/lib/logic/guide-date";
import {
  destinationName,
  expect,
  holdScripts,
  languages,
  pathIn,
  test,
  waitForIsland,
  type Language,
} from "./fixtures";

/*
 * A temporary scheme's end applied on the visitor's day (decision 0013): a page built before
 * Malaysia's last day (its facts' endsOn) says it ended when the visitor's clock in India is
 * past it, on the guide and on its Destinations card, from the first paint (an inline script
 * after the texts), and keeps it once the page's islands have started. Run against the build `npm test` has just
 * made: once that build is itself past the last day, its pages carry only the ended text, and
 * what is left to test is that they say so.
 */

/** Read as data: Playwright loads the spec without Vite, which the facts' loader needs. */
const malaysiaFacts = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../app/content/facts/malaysia.json"), "utf8"),
) as { endsOn: string };
const lastDay = malaysiaFacts.endsOn;
const builtBeforeLastDay = todayInIndia() <= lastDay;
/** Morning in India on the last day, and five days after it. */
const before = new Date(`${lastDay}T06:00:00+05:30`);
const after = new Date(new Date(`${dayAfter(lastDay)}T06:00:00+05:30`).getTime() + 4 * 86_400_000);

function words(language: Language) {
  const { status, kinds } = guidePage[language];
  const date = formatGuideDate(lastDay, language);
  return {
    untilLabel: status.untilLabel
      .replace("{label}", destinationGuides[language].malaysia.label)
      .replace("{date}", date),
    endedLabel: status.endedLabel.replace("{date}", date),
    banner: status.ended.replace("{date}", date),
    until: status.until.replace("{date}", date),
    kind: kinds["visa-free"],
  };
}

/**
 * Holds the islands' scripts back, so what the test reads is the built page as the inline
 * scripts left it, and records in every frame until they are released whether a text marked
 * for before the change was shown (a rAF callback runs just before its frame is painted).
 */
async function holdScriptsBack(page: Page) {
  const releaseScripts = await holdScripts(page);
  await page.addInitScript(() => {
    const frames: string[][] = ((window as unknown as { framesShown: string[][] }).framesShown = []);
    const record = () => {
      frames.push(
        [...document.querySelectorAll<HTMLElement>("[data-before],[data-from]")]
          .filter((element) => element.checkVisibility())
          .map((element) => (element.dataset.before ? "before" : "from")),
      );
      if (!(window as unknown as { released?: boolean }).released) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return async () => {
    await page.evaluate(() => ((window as unknown as { released?: boolean }).released = true));
    releaseScripts();
  };
}

const framesShown = (page: Page) => page.evaluate(() => (window as unknown as { framesShown: string[][] }).framesShown);
const anIslandStarted = (page: Page) =>
  page
    .locator("astro-island:not([ssr])")
    .count()
    .then((count) => count > 0);
/** Texts shown and hidden: `hidden` and its box, not Playwright's visibility, as cards skip layout off screen. */
const shown = async (locator: Locator) =>
  (await locator.count()) > 0 && locator.evaluate((element) => !element.closest("[hidden]"));

for (const language of languages) {
  const t = words(language);
  const guide = (page: Page) => page.locator("main");
  const card = (page: Page) => page.getByRole("article", { name: destinationName(language, "malaysia") });

  /** What the guide and the card show, each text found by its words. */
  async function read(page: Page) {
    const main = guide(page);
    const textOf = (locator: Locator, text: string) => locator.getByText(text, { exact: true });
    return {
      untilLabel: await shown(textOf(main.locator("aside"), t.untilLabel)),
      endedLabel: await shown(textOf(main.locator("aside"), t.endedLabel)),
      kind: await shown(main.locator("aside dd").getByText(t.kind, { exact: true })),
      banner: await shown(textOf(main, t.banner)),
      until: await shown(main.getByText(t.until.trim(), { exact: true })),
    };
  }

  for (const [when, clock, ended] of [
    ["after", after, true],
    ["before", before, false],
  ] as const) {
    // A build made after the last day has no "before" to show.
    if (!ended && !builtBeforeLastDay) continue;
    test(`[${language}] a page built before Malaysia's last day, visited ${when} it, says so from the first paint and once its islands start`, async ({
      page,
    }) => {
      const release = await holdScriptsBack(page);
      await page.clock.setFixedTime(clock);
      const expected = { untilLabel: !ended, endedLabel: ended, kind: !ended, banner: ended, until: ended };

      await page.goto(pathIn(language, "/destinations/malaysia"), { waitUntil: "domcontentloaded" });
      await page.waitForFunction(() => document.readyState !== "loading");
      expect(await anIslandStarted(page), "read before the scripts ran").toBe(false);
      expect(await read(page)).toEqual(expected);
      // Every frame painted before the scripts ran showed only the visitor's texts.
      const frames = await framesShown(page);
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(frame).not.toContain(ended ? "before" : "from");
      await release();
      // The planner, which reads the scheme's end, starts once in view.
      await page.locator(`astro-island[component-export="TripPlannerIsland"] input`).scrollIntoViewIfNeeded();
      await waitForIsland(page, "TripPlannerIsland");
      expect(await read(page)).toEqual(expected);
    });

    test(`[${language}] the Malaysia card on Destinations built before the last day, visited ${when} it`, async ({
      page,
    }) => {
      const release = await holdScriptsBack(page);
      await page.clock.setFixedTime(clock);
      await page.goto(pathIn(language, "/destinations"), { waitUntil: "domcontentloaded" });
      const label = (text: string) => shown(card(page).getByText(text, { exact: true }));
      expect(await anIslandStarted(page), "read before the scripts ran").toBe(false);
      expect([await label(t.untilLabel), await label(t.endedLabel)]).toEqual([!ended, ended]);
      for (const frame of await framesShown(page)) expect(frame).not.toContain(ended ? "before" : "from");
      await release();
      await waitForIsland(page, "DestinationSearch");
      expect([await label(t.untilLabel), await label(t.endedLabel)]).toEqual([!ended, ended]);

      // Into the guide, a page load: its inline script shows the visitor's day.
      await card(page).getByRole("link").last().click();
      await expect(page).toHaveURL(pathIn(language, "/destinations/malaysia"));
      await expect(
        guide(page)
          .locator("aside")
          .getByText(ended ? t.endedLabel : t.untilLabel),
      ).toBeVisible();
      await expect(
        guide(page)
          .locator("aside")
          .getByText(ended ? t.untilLabel : t.endedLabel),
      ).toBeHidden();
    });
  }

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(`[${language}] without JavaScript, the guide and the card show the build's day's text, with its date`, async ({
      page,
    }) => {
      const [buildDay, other] = builtBeforeLastDay ? [t.untilLabel, t.endedLabel] : [t.endedLabel, t.untilLabel];
      await page.goto(pathIn(language, "/destinations/malaysia"));
      await expect(guide(page).locator("aside").getByText(buildDay, { exact: true })).toBeVisible();
      if (builtBeforeLastDay) await expect(guide(page).getByText(t.banner)).toBeHidden();
      await page.goto(pathIn(language, "/destinations"));
      expect(await shown(card(page).getByText(buildDay, { exact: true }))).toBe(true);
      expect(await shown(card(page).getByText(other, { exact: true }))).toBe(false);
    });
  });
}
