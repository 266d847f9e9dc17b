import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { destinationsPage } from "../../app/content/destinations-page";
import { uncoveredPlaces } from "../../app/content/not-covered";
import { askAboutPlaceHref, destinationToast } from "../../app/content/toasts";
import { specDestinations } from "../spec-destinations";
import {
  expect,
  type Language,
  languages,
  pageRoutesIn,
  pathIn,
  test,
  toastItems,
  ui,
  waitForHydration,
} from "./fixtures";

const allNames = specDestinations.map(([name]) => name);

/** A destination's Hindi name, by its slug: Hindi texts come from the content module. */
const hiName = (slug: string) => destinations.hi.find((destination) => destination.slug === slug)!.name;
const hiNames = (...slugs: string[]) => slugs.map(hiName);
/** An uncovered place's Hindi name, by one of its English aliases. */
const hiPlace = (alias: string) => uncoveredPlaces.hi.find((place) => place.aliases.includes(alias))!.name;

/** The message a WhatsApp chat opened from the page is prefilled with, decoded. */
const prefilledText = (href: string) => decodeURIComponent(href.split("?text=")[1]!);

const hi = destinationsPage.hi;
const fillSummary = (template: string, count: number) =>
  template.replace("{count}", String(count)).replace("{total}", "12");

interface PageText {
  names: readonly string[];
  visaByStart: RegExp;
  visaBy: string[];
  visaStats: string[];
  launchBanner: string;
  photoCredit: string;
  searchLabel: string;
  placeholder: string;
  listLabel: string;
  clearSearch: string;
  summary: (count: number) => string;
  emptyTitle: string;
  emptyHint: string;
  didYouMean: RegExp;
  didYouMeanStart: RegExp;
  suggestion: (term: string, name: string) => string;
  showAll: string;
  notCovered: (place: string) => string;
  /** A place Indian citizens visit without a visa: what is typed, and what the page says. */
  visaFree: [string, string];
  toastTitle: (name: string) => string;
  askAbout: (place: string) => string;
  /** The two cards whose Explore Options the toast test taps. */
  toastCards: [string, string];
  firstLetters: string;
  firstMatch: string[];
  /** Queries and the cards they leave, in order. */
  filters: [string, string[]][];
  nothing: string;
  /** A typo, the term suggested for it and the card that term finds. */
  typos: [string, string, string][];
  /** A query naming a place we do not cover, and the place as the page names it. */
  uncovered: [string, string][];
  mentionedInPassing: [string, string, string[]][];
  uncoveredName: [string, string];
  /** A query and the one card it finds. */
  escapeQuery: [string, string];
  clearQuery: [string, string];
  typedQuery: [string, string];
  sharedQuery: [string, string];
  /** Special characters that are part of some card's text, with those cards. */
  literalMatches: Record<string, string[]>;
}

/**
 * What the Destinations page says and what a visitor types there, per language. English is
 * written out, as the requirements fix it; Hindi comes from the content modules.
 */
const text: Record<Language, PageText> = {
  en: {
    names: allNames,
    visaByStart: /^Visa By: /,
    visaBy: specDestinations.map(([, getTime]) => `Visa By: ${getTime}`),
    visaStats: specDestinations.map(([, , visaStat]) => visaStat),
    launchBanner: "Advanced destination features arrive at launch",
    photoCredit: "Photos:",
    searchLabel: "Search destinations",
    placeholder: "Search destinations, details or visa status...",
    listLabel: "Destinations",
    clearSearch: "Clear search",
    summary: (count: number) =>
      count === 12
        ? "Showing all 12 destinations"
        : count === 0
          ? "No destinations match your search"
          : `${count} of 12 destinations ${count === 1 ? "matches" : "match"} your search`,
    emptyTitle: "No destinations found matching your search.",
    emptyHint: "Try a different keyword or check your spelling.",
    didYouMean: /Did you mean/,
    didYouMeanStart: /^Did you mean/,
    suggestion: (term: string, name: string) =>
      term === name ? `Did you mean ${term}?` : `Did you mean ${term} (${name})?`,
    showAll: "Show All Destinations",
    notCovered: (place: string) => `We don't cover ${place} yet.`,
    visaFree: ["nepal", "Indian citizens need no visa for Nepal."],
    toastTitle: (name: string) => `${name} visa options`,
    askAbout: (place: string) => `Hello VisaUdaan, I would like to know about a visa for ${place}.`,
    // Searched for in the tests below, as a visitor of this page types them.
    toastCards: ["Singapore", "Sri Lanka"],
    firstLetters: "sw",
    firstMatch: ["Switzerland"],
    filters: [
      ["SINGAP", ["Singapore"]],
      // A Hindi reader's Latin spelling, and the name in Devanagari, find the card here too.
      ["singapur", ["Singapore"]],
      ["दुबई", ["United Arab Emirates"]],
      ["dubai", ["United Arab Emirates"]],
      ["usa", ["United States"]],
      ["schengen", ["Switzerland", "France"]],
      ["ISLAND PARADISE", ["Sri Lanka"]],
      ["sulphur baths", ["Georgia"]],
      ["petronas twin towers", ["Malaysia"]],
      ["   canada   ", ["Canada"]],
      ["united", ["United Arab Emirates", "United States"]],
    ],
    nothing: "Atlantis",
    typos: [
      ["thialand", "Thailand", "Thailand"],
      ["singapure", "Singapore", "Singapore"],
      ["dubay", "Dubai", "United Arab Emirates"],
    ],
    uncovered: [
      ["japan", "Japan"],
      ["bali", "Bali (Indonesia)"],
    ],
    mentionedInPassing: [["uk", "the United Kingdom", ["United Arab Emirates", "Thailand"]]],
    uncoveredName: ["spain", "Spain"],
    escapeQuery: ["france", "France"],
    clearQuery: ["vietnam", "Vietnam"],
    typedQuery: ["sri lanka", "Sri Lanka"],
    sharedQuery: ["Dubai", "United Arab Emirates"],
    literalMatches: {},
  },
  hi: {
    names: destinations.hi.map((destination) => destination.name),
    visaByStart: new RegExp(`^${hi.card.visaBy}`),
    visaBy: destinations.hi.map((destination) => `${hi.card.visaBy}${destination.getTime}`),
    visaStats: destinations.hi.map((destination) => destination.visaStat),
    launchBanner: hi.launchBanner,
    photoCredit: hi.photoCredit.label.trim(),
    searchLabel: hi.searchLabel,
    placeholder: hi.searchPlaceholder,
    listLabel: hi.listLabel,
    clearSearch: hi.clearSearch,
    summary: (count: number) =>
      fillSummary(
        count === 12
          ? hi.resultsSummary.all
          : count === 0
            ? hi.resultsSummary.none
            : count === 1
              ? hi.resultsSummary.one
              : hi.resultsSummary.many,
        count,
      ),
    emptyTitle: hi.empty.title,
    emptyHint: hi.empty.hint,
    didYouMean: new RegExp(hi.empty.didYouMean.trim()),
    didYouMeanStart: new RegExp(`^${hi.empty.didYouMean.trim()}`),
    suggestion: (term: string, name: string) => `${hi.empty.didYouMean}${term}${hi.empty.suggestionEnd(term, name)}`,
    showAll: hi.empty.showAll,
    notCovered: hi.notCovered.line,
    visaFree: ["भूटान", "भारतीय नागरिकों को भूटान जाने के लिए वीज़ा की ज़रूरत नहीं होती।"],
    toastTitle: (name: string) => destinationToast(name, "hi").title,
    askAbout: (place: string) => prefilledText(askAboutPlaceHref(place, "hi")),
    toastCards: [hiName("singapore"), hiName("sri-lanka")],
    firstLetters: "स्वि",
    firstMatch: hiNames("switzerland"),
    filters: [
      ["सिंगाप", hiNames("singapore")],
      ["SINGAP", hiNames("singapore")],
      ["dubai", hiNames("united-arab-emirates")],
      ["यूएसए", hiNames("united-states")],
      ["शेंगेन", hiNames("switzerland", "france")],
      ["स्वर्ग जैसा द्वीप", hiNames("sri-lanka")],
      ["गंधक के पानी", hiNames("georgia")],
      ["पेट्रोनास ट्विन टावर्स", hiNames("malaysia")],
      ["   कनाडा   ", hiNames("canada")],
      ["संयुक्त", hiNames("united-arab-emirates", "united-states")],
    ],
    nothing: "अटलांटिस",
    typos: [
      // Not a substring of any card: "थाईलेंड" has e where the name has ai.
      ["थाईलेंड", hiName("thailand"), hiName("thailand")],
      ["thialand", "Thailand", hiName("thailand")],
      ["डुबई", "दुबई", hiName("united-arab-emirates")],
    ],
    uncovered: [
      ["जापान", hiPlace("japan")],
      ["japan", hiPlace("japan")],
      ["जापान वीज़ा", hiPlace("japan")],
      ["बाली", hiPlace("bali")],
    ],
    mentionedInPassing: [
      // "रोम" (Rome) is inside France's badge, "रोमांटिक सफ़र".
      ["रोम", hiPlace("rome"), hiNames("france")],
      // "uk" is inside Phuket, one of Thailand's keywords in Latin letters.
      ["uk", hiPlace("uk"), hiNames("thailand")],
    ],
    uncoveredName: ["स्पेन", hiPlace("spain")],
    escapeQuery: ["फ़्रांस", hiName("france")],
    clearQuery: ["वियतनाम", hiName("vietnam")],
    typedQuery: ["श्रीलंका", hiName("sri-lanka")],
    sharedQuery: ["दुबई", hiName("united-arab-emirates")],
    // The details' asides: "(सूक)", "(ओल्ड क्वार्टर)".
    literalMatches: { "(": hiNames("united-arab-emirates", "vietnam") },
  },
};

const searchBox = (page: Page, language: Language) => page.getByRole("searchbox", { name: text[language].searchLabel });
const cards = (page: Page, language: Language) =>
  page.getByRole("list", { name: text[language].listLabel, exact: true }).getByRole("listitem");
const cardNames = (page: Page, language: Language) => cards(page, language).getByRole("heading", { level: 2 });
const resultStatus = (page: Page) => page.getByRole("main").getByRole("status");
const card = (page: Page, language: Language, name: string) =>
  cards(page, language).filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });
/** The page's address with a search, as the page writes it into the URL. */
const withQuery = (language: Language, query: string) =>
  `${pathIn(language, "/destinations")}?${new URLSearchParams({ q: query })}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  // What these tests check (the query in the URL, Did you mean, Clear) exists once the page
  // has hydrated; first-paint.spec.ts covers the search before it.
  await waitForHydration(page);
}

for (const language of languages) {
  const t = text[language];
  const path = pathIn(language, "/destinations");
  const content = destinations[language];

  test.describe(`[${language}] destination list`, () => {
    test("shows the 12 destinations with the required exact data", async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageRoutesIn[language][2]!.heading);
      await expect(page.getByText(t.launchBanner)).toBeVisible();
      await expect(cards(page, language)).toHaveCount(12);
      await expect(cardNames(page, language)).toHaveText(t.names);
      await expect(resultStatus(page)).toHaveText(t.summary(12));

      await expect(cards(page, language).getByText(t.visaByStart)).toHaveText(t.visaBy);
      await expect(cards(page, language)).toContainText(content.map((destination) => destination.details));
      await expect(cards(page, language).getByRole("button", { name: ui[language].exploreOptions })).toHaveCount(12);
      for (const [index, visaStat] of t.visaStats.entries()) {
        await expect(cards(page, language).nth(index).getByText(visaStat, { exact: true })).toBeVisible();
      }
      const alts = await cards(page, language)
        .locator("img")
        .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
      expect(alts).toEqual(content.map((destination) => destination.alt));
      await expect(page.getByText(t.photoCredit)).toContainText("Unsplash");
    });

    for (const [width, columns] of [
      [375, 1],
      [700, 2],
      [1100, 3],
      [1400, 4],
    ] as const) {
      test(`lays the cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        const lefts = await cards(page, language).evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().left),
        );
        expect(lefts).toHaveLength(12);
        expect(new Set(lefts.map(Math.round)).size).toBe(columns);
        // Every row is full until the last: the first `columns` cards share a row.
        const tops = await cards(page, language).evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect().top),
        );
        expect(new Set(tops.slice(0, columns).map(Math.round)).size).toBe(1);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      });
    }

    for (const [width, lines] of [
      [375, "3"],
      [1280, "4"],
    ] as const) {
      test(`clamps the details to ${lines} lines at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        const details = cards(page, language).first().getByText(content[0]!.details);
        const clamp = await details.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            lines: style.getPropertyValue("-webkit-line-clamp"),
            height: element.clientHeight,
            lineHeight: parseFloat(style.lineHeight),
            overflowing: element.scrollHeight > element.clientHeight,
          };
        });
        expect(clamp.lines).toBe(lines);
        expect(Math.round(clamp.height / clamp.lineHeight)).toBe(Number(lines));
        expect(clamp.overflowing).toBe(true);
      });
    }

    test("Explore Options opens a toast naming the destination with a prefilled WhatsApp action", async ({ page }) => {
      const [first, second] = t.toastCards;
      await open(page, path);
      await card(page, language, first).getByRole("button", { name: ui[language].exploreOptions }).click();
      const toast = toastItems(page, language);
      await expect(toast).toContainText(t.toastTitle(first));
      const action = toast.getByRole("link", { name: ui[language].chatOnWhatsapp });
      if (language === "en") {
        await expect(action).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*Singapore/);
      }
      await expect(action).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=/);
      expect(prefilledText((await action.getAttribute("href"))!)).toBe(t.askAbout(first));

      await card(page, language, second).getByRole("button", { name: ui[language].exploreOptions }).click();
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText(t.toastTitle(second));
    });
  });

  test.describe(`[${language}] reached by a client-side navigation`, () => {
    test("lists the 12 destinations in the page's language, finds by keyword and names a place not covered", async ({
      page,
    }) => {
      await page.goto(pathIn(language, "/"));
      // Client-side navigation exists only once React has hydrated the page; the destinations
      // then come from the page's data file, not from its HTML.
      await waitForHydration(page);
      await page.evaluate(() => ((window as unknown as { __marker?: number }).__marker = 1));
      const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
      await page
        .getByRole("navigation", { name: ui[language].mainNavLabel })
        .getByRole("link", { name: ui[language].pageLabels.destinations })
        .click();
      expect((await data).status()).toBe(200);
      await expect(page).toHaveURL(path);
      await expect(cardNames(page, language)).toHaveText(t.names);
      await expect(cards(page, language)).toContainText(content.map((destination) => destination.details));

      // A keyword, in Latin letters on both pages: the United Arab Emirates, the first card.
      await searchBox(page, language).fill("dubai");
      await expect(cardNames(page, language)).toHaveText([t.names[0]!]);
      const [uncoveredQuery, place] = t.uncovered[0]!;
      await searchBox(page, language).fill(uncoveredQuery);
      await expect(page.getByText(t.notCovered(place))).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
        "no full document load",
      ).toBe(1);
    });

    test("lists them again on Back to an address ending in a slash, as some hosts serve it", async ({ page }) => {
      await page.goto(`${path}/`);
      // Back is a client-side navigation once React has hydrated; it fetches the data from `/_.data`.
      await waitForHydration(page);
      await page
        .getByRole("navigation", { name: ui[language].mainNavLabel })
        .getByRole("link", { name: ui[language].pageLabels.home })
        .click();
      await expect(page).toHaveURL(pathIn(language, "/"));
      await page.goBack();
      await expect(page).toHaveURL(`${path}/`);
      await expect(cardNames(page, language)).toHaveText(t.names);
    });
  });

  test.describe(`[${language}] photos`, () => {
    test("use responsive sources on the photo host with fixed dimensions and lazy loading below the first row", async ({
      page,
    }) => {
      await open(page, path);
      // Failed photos leave the accessibility tree with the picture, so select them as elements.
      const images = cards(page, language).locator("img");
      await expect(images).toHaveCount(12);
      const attributes = await images.evaluateAll((elements) =>
        (elements as HTMLImageElement[]).map((img) => ({
          src: img.getAttribute("src"),
          srcset: img.getAttribute("srcset"),
          sizes: img.getAttribute("sizes"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          decoding: img.getAttribute("decoding"),
          fetchPriority: img.getAttribute("fetchpriority"),
          ratio: img.getBoundingClientRect().height / img.getBoundingClientRect().width,
        })),
      );
      for (const [index, image] of attributes.entries()) {
        const base = content[index]!.imageUrl;
        expect(image.src).toBe(`${base}?w=640&h=480&fit=crop&auto=format&q=70`);
        const candidates = image.srcset!.split(", ");
        expect(candidates.length).toBeGreaterThanOrEqual(4);
        for (const candidate of candidates) {
          expect(candidate).toMatch(
            new RegExp(`^${base.replace(/[.?]/g, "\\$&")}\\?w=(\\d+)&h=\\d+&fit=crop&auto=format&q=70 \\1w$`),
          );
        }
        expect(image.sizes).toContain("100vw");
        expect([image.width, image.height]).toEqual(["800", "600"]);
        expect(image.ratio).toBeCloseTo(0.75, 2);
        expect(image.decoding).toBe("async");
        expect(image.loading).toBe(index < 4 ? "eager" : "lazy");
        expect(image.fetchPriority).toBe(index < 2 ? "high" : "auto");
      }
    });

    test("a photo that cannot load shows the designed fallback, never a broken-image icon", async ({ page }) => {
      await open(page, path);
      const first = cards(page, language).first();
      await first.scrollIntoViewIfNeeded();
      // Offline here: every photo fails. Check the cards that have tried to load.
      for (const index of [0, 1, 2, 3]) {
        const item = cards(page, language).nth(index);
        const image = item.locator("img");
        await expect(image).toHaveAttribute("data-failed", "");
        await expect(image).not.toBeVisible();
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
        const fallback = item.getByTestId("photo-fallback");
        await expect(fallback).toBeVisible();
        await expect(fallback).toHaveText(t.names[index]!);
      }
    });

    test("a photo that failed before hydration is caught on mount", async ({ page }) => {
      // Hold the scripts back until the first photo has certainly failed, as on a slow phone.
      let photoFailed!: () => void;
      const failed = new Promise<void>((resolve) => (photoFailed = resolve));
      page.on("requestfailed", (request) => {
        if (request.url().startsWith("https://images.unsplash.com/")) photoFailed();
      });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await failed;
        await route.continue();
      });
      await page.goto(path);
      await waitForHydration(page);
      const image = cards(page, language).first().locator("img");
      await expect(image).toHaveAttribute("data-failed", "");
      await expect(image).not.toBeVisible();
      await expect(cards(page, language).first().getByTestId("photo-fallback")).toBeVisible();
    });

    test("a photo that fails after the page is running also falls back", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 700 });
      await open(page, path);
      const last = cards(page, language).last();
      await last.scrollIntoViewIfNeeded();
      await expect(last.locator("img")).toHaveAttribute("data-failed", "");
      await expect(last.locator("img")).not.toBeVisible();
      await expect(last.getByTestId("photo-fallback")).toBeVisible();
    });
  });

  test.describe(`[${language}] search`, () => {
    test("has an accessible search box with the required placeholder", async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("search")).toBeVisible();
      await expect(searchBox(page, language)).toHaveAttribute("placeholder", t.placeholder);
      await expect(searchBox(page, language)).toHaveValue("");
    });

    test("filters live as the text changes, matching name, details, badge, alt text and keywords", async ({ page }) => {
      await open(page, path);
      await searchBox(page, language).pressSequentially(t.firstLetters);
      await expect(cardNames(page, language)).toHaveText(t.firstMatch);
      await expect(resultStatus(page)).toHaveText(t.summary(1));

      for (const [query, names] of t.filters) {
        await searchBox(page, language).fill(query);
        await expect(cardNames(page, language), query).toHaveText([...names]);
      }
      await expect(resultStatus(page)).toHaveText(t.summary(2));

      await searchBox(page, language).fill("");
      await expect(cardNames(page, language)).toHaveText(t.names);
      await expect(resultStatus(page)).toHaveText(t.summary(12));
    });

    test("shows the empty state when nothing matches", async ({ page }) => {
      await open(page, path);
      await searchBox(page, language).fill(t.nothing);
      await expect(page.getByText(t.emptyTitle)).toBeVisible();
      await expect(page.getByText(t.emptyHint)).toBeVisible();
      await expect(page.getByRole("list", { name: t.listLabel })).toHaveCount(0);
      await expect(resultStatus(page)).toHaveText(t.summary(0));
      await expect(page.getByText(t.didYouMean)).toHaveCount(0);

      await page.getByRole("button", { name: t.showAll }).click();
      await expect(cards(page, language)).toHaveCount(12);
      await expect(searchBox(page, language)).toHaveValue("");
      await expect(searchBox(page, language)).toBeFocused();
    });

    for (const [typo, term, name] of t.typos) {
      test(`suggests "${term}" for "${typo}" and applies it`, async ({ page }) => {
        await open(page, path);
        await searchBox(page, language).fill(typo);
        await expect(page.getByText(t.emptyTitle)).toBeVisible();
        const suggestion = page.getByText(t.didYouMeanStart);
        await expect(suggestion).toHaveText(t.suggestion(term, name));
        await suggestion.getByRole("button", { name: term }).click();
        await expect(searchBox(page, language)).toHaveValue(term);
        await expect(searchBox(page, language)).toBeFocused();
        await expect(page).toHaveURL(withQuery(language, term));
        await expect(cardNames(page, language)).toHaveText([name]);
      });
    }

    for (const [query, place] of t.uncovered) {
      test(`names "${place}" as not covered yet for "${query}" and offers a prefilled WhatsApp chat`, async ({
        page,
      }) => {
        await open(page, path);
        await searchBox(page, language).fill(query);
        await expect(page.getByText(t.emptyTitle)).toBeVisible();
        await expect(page.getByText(t.emptyHint)).toBeVisible();
        await expect(page.getByText(t.notCovered(place))).toBeVisible();
        await expect(page.getByText(t.didYouMean)).toHaveCount(0);
        const chat = page.getByRole("main").getByRole("link", { name: ui[language].chatOnWhatsapp });
        await expect(chat).toHaveAccessibleDescription(t.notCovered(place));
        const href = await chat.getAttribute("href");
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expect(prefilledText(href!)).toBe(t.askAbout(place));
      });
    }

    for (const [query, place, names] of t.mentionedInPassing) {
      test(`a place we do not cover that some cards mention in passing keeps those cards, under the notice ("${query}")`, async ({
        page,
      }) => {
        await open(page, path);
        await searchBox(page, language).fill(query);
        await expect(page.getByText(t.notCovered(place))).toBeVisible();
        await expect(cardNames(page, language)).toHaveText(names);
      });
    }

    test(`says Indian citizens need no visa for "${t.visaFree[0]}", not that it is not covered`, async ({ page }) => {
      const [query, line] = t.visaFree;
      await open(page, path);
      await searchBox(page, language).fill(query);
      const chat = page.getByRole("main").getByRole("link", { name: ui[language].chatOnWhatsapp });
      await expect(chat).toHaveAccessibleDescription(line);
      await expect(page.getByText(line)).toBeVisible();
    });

    test("a correct name we do not cover gets no misleading suggestion", async ({ page }) => {
      const [query, place] = t.uncoveredName;
      await open(page, path);
      await searchBox(page, language).fill(query);
      await expect(page.getByText(t.notCovered(place))).toBeVisible();
      await expect(page.getByText(t.didYouMean)).toHaveCount(0);
    });

    test("Escape and the clear button empty the search", async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("button", { name: t.clearSearch })).toHaveCount(0);
      await searchBox(page, language).fill(t.escapeQuery[0]);
      await expect(cardNames(page, language)).toHaveText([t.escapeQuery[1]]);
      await page.keyboard.press("Escape");
      await expect(searchBox(page, language)).toHaveValue("");
      await expect(cards(page, language)).toHaveCount(12);
      await expect(page).toHaveURL(path);

      await searchBox(page, language).fill(t.clearQuery[0]);
      await expect(cardNames(page, language)).toHaveText([t.clearQuery[1]]);
      const clear = page.getByRole("button", { name: t.clearSearch });
      const box = await clear.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await clear.click();
      await expect(searchBox(page, language)).toHaveValue("");
      await expect(searchBox(page, language)).toBeFocused();
      await expect(cards(page, language)).toHaveCount(12);
      await expect(page).toHaveURL(path);
    });

    test("keeps the query in the URL; typing replaces history so Back leaves the page", async ({ page }) => {
      const [query, name] = t.typedQuery;
      const home = pathIn(language, "/");
      await open(page, home);
      await page
        .getByRole("navigation", { name: ui[language].mainNavLabel })
        .getByRole("link", { name: ui[language].pageLabels.destinations })
        .click();
      await expect(page).toHaveURL(path);
      await searchBox(page, language).pressSequentially(query);
      await expect(page).toHaveURL(withQuery(language, query));
      await expect(cardNames(page, language)).toHaveText([name]);

      await page.goBack();
      await expect(page).toHaveURL(home);
      await page.goForward();
      await expect(page).toHaveURL(withQuery(language, query));
      await expect(searchBox(page, language)).toHaveValue(query);
      await expect(cardNames(page, language)).toHaveText([name]);

      await page.reload();
      await waitForHydration(page);
      await expect(searchBox(page, language)).toHaveValue(query);
      await expect(cardNames(page, language)).toHaveText([name]);
    });

    test("the nav link to the page itself starts a fresh, empty search", async ({ page }) => {
      await open(page, withQuery(language, t.escapeQuery[0]));
      await expect(cardNames(page, language)).toHaveText([t.escapeQuery[1]]);
      await page
        .getByRole("navigation", { name: ui[language].mainNavLabel })
        .getByRole("link", { name: ui[language].pageLabels.destinations })
        .click();
      await expect(page).toHaveURL(path);
      await expect(searchBox(page, language)).toHaveValue("");
      await expect(cards(page, language)).toHaveCount(12);
    });

    test("opening a shared search link shows the filtered list after hydration", async ({ page }) => {
      const [query, name] = t.sharedQuery;
      await open(page, withQuery(language, query));
      await expect(searchBox(page, language)).toHaveValue(query);
      await expect(cardNames(page, language)).toHaveText([name]);
      await expect(resultStatus(page)).toHaveText(t.summary(1));
      await expect(page.getByRole("button", { name: t.clearSearch })).toBeVisible();
    });

    test("treats special characters and very long input as plain text without errors", async ({ page }) => {
      test.slow(); // Many queries, one of 10,000 characters.
      await open(page, path);
      for (const query of [".*", "(", "[", "\\", "<b>", "</script><script>alert(1)</script>", "%", "&q=x", "#", "😀"]) {
        await searchBox(page, language).fill(query);
        const names = t.literalMatches[query];
        if (names) await expect(cardNames(page, language), query).toHaveText(names);
        else await expect(page.getByText(t.emptyTitle), query).toBeVisible();
        await expect(searchBox(page, language)).toHaveValue(query);
      }
      await searchBox(page, language).fill("B1/B2");
      await expect(cardNames(page, language)).toHaveText([t.names[1]!]);

      await searchBox(page, language).fill("x".repeat(10_000));
      await expect(page.getByText(t.emptyTitle)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(cards(page, language)).toHaveCount(12);

      await open(page, `${path}?q=${encodeURIComponent("(<b>.*")}`);
      await expect(searchBox(page, language)).toHaveValue("(<b>.*");
      await expect(page.getByText(t.emptyTitle)).toBeVisible();
    });
  });

  test.describe(`[${language}] without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test("all 12 cards show, and failed photos are covered by the fallback", async ({ page }) => {
      await page.goto(path);
      await expect(cardNames(page, language)).toHaveText(t.names);
      await expect(searchBox(page, language)).toBeVisible();
      const image = cards(page, language).first().locator("img");
      // Before scripts run, the img's own pseudo-element paints the backdrop over the broken-image icon.
      const cover = await image.evaluate((img) => {
        const before = getComputedStyle(img, "::before");
        const after = getComputedStyle(img, "::after");
        return {
          position: before.position,
          background: before.backgroundImage,
          label: after.content,
          textColor: getComputedStyle(img).color,
        };
      });
      expect(cover.position).toBe("absolute");
      expect(cover.background).toContain("linear-gradient");
      expect(cover.label).toBe(`"${t.names[0]}"`);
      expect(cover.textColor).toBe("rgba(0, 0, 0, 0)");
    });
  });
}

test.describe("[hi] search as Hindi visitors type it", () => {
  const path = pathIn("hi", "/destinations");

  for (const [queries, slug] of [
    [["दुबई", "dubai"], "united-arab-emirates"],
    [["थाईलैंड", "थाइलैंड", "thailand"], "thailand"],
  ] as const) {
    test(`${queries.map((query) => `"${query}"`).join(", ")} each show exactly ${slug}`, async ({ page }) => {
      await open(page, path);
      for (const query of queries) {
        await searchBox(page, "hi").fill(query);
        await expect(cardNames(page, "hi"), query).toHaveText([hiName(slug)]);
        await expect(resultStatus(page), query).toHaveText(text.hi.summary(1));
      }
    });
  }
});
