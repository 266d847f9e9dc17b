import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { specDestinations } from "../spec-destinations";
import { expect, test, waitForHydration } from "./fixtures";

const allNames = specDestinations.map(([name]) => name);

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search destinations" });
const cards = (page: Page) => page.getByRole("list", { name: "Destinations" }).getByRole("listitem");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 2 });
const resultStatus = (page: Page) => page.getByRole("main").getByRole("status");
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole("heading", { level: 2, name, exact: true }) });

async function open(page: Page, path = "/destinations") {
  await page.goto(path);
  // What these tests check (the query in the URL, Did you mean, Clear) exists once the page
  // has hydrated; first-paint.spec.ts covers the search before it.
  await waitForHydration(page);
}

test.describe("destination list", () => {
  test("shows the 12 destinations with the required exact data", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Global Destinations");
    await expect(page.getByText("Advanced destination features arrive at launch")).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cardNames(page)).toHaveText(allNames);
    await expect(resultStatus(page)).toHaveText("Showing all 12 destinations");

    await expect(cards(page).getByText(/^Visa By: /)).toHaveText(
      specDestinations.map(([, getTime]) => `Visa By: ${getTime}`),
    );
    await expect(cards(page)).toContainText(destinations.map((destination) => destination.details));
    await expect(cards(page).getByRole("button", { name: "Explore Options" })).toHaveCount(12);
    for (const [index, [, , visaStat]] of specDestinations.entries()) {
      await expect(cards(page).nth(index).getByText(visaStat, { exact: true })).toBeVisible();
    }
    const alts = await cards(page)
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt")));
    expect(alts).toEqual(destinations.map((destination) => destination.alt));
    await expect(page.getByText("Photos:")).toContainText("Unsplash");
  });

  for (const [width, columns] of [
    [375, 1],
    [700, 2],
    [1100, 3],
    [1400, 4],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      const lefts = await cards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
      expect(lefts).toHaveLength(12);
      expect(new Set(lefts.map(Math.round)).size).toBe(columns);
      // Every row is full until the last: the first `columns` cards share a row.
      const tops = await cards(page).evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
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
      await open(page);
      const details = cards(page).first().getByText(destinations[0]!.details);
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
    await open(page);
    await card(page, "Singapore").getByRole("button", { name: "Explore Options" }).click();
    const toast = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
    await expect(toast).toContainText("Singapore visa options");
    const action = toast.getByRole("link", { name: "Chat on WhatsApp" });
    await expect(action).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*Singapore/);

    await card(page, "Sri Lanka").getByRole("button", { name: "Explore Options" }).click();
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText("Sri Lanka visa options");
  });
});

test.describe("photos", () => {
  test("use responsive sources on the photo host with fixed dimensions and lazy loading below the first row", async ({
    page,
  }) => {
    await open(page);
    // Failed photos leave the accessibility tree with the picture, so select them as elements.
    const images = cards(page).locator("img");
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
      const base = destinations[index]!.imageUrl;
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
    await open(page);
    const first = cards(page).first();
    await first.scrollIntoViewIfNeeded();
    // Offline here: every photo fails. Check the cards that have tried to load.
    for (const index of [0, 1, 2, 3]) {
      const item = cards(page).nth(index);
      const image = item.locator("img");
      await expect(image).toHaveAttribute("data-failed", "");
      await expect(image).not.toBeVisible();
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
      const fallback = item.getByTestId("photo-fallback");
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveText(allNames[index]!);
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
    await page.goto("/destinations");
    await waitForHydration(page);
    const image = cards(page).first().locator("img");
    await expect(image).toHaveAttribute("data-failed", "");
    await expect(image).not.toBeVisible();
    await expect(cards(page).first().getByTestId("photo-fallback")).toBeVisible();
  });

  test("a photo that fails after the page is running also falls back", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page);
    const last = cards(page).last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator("img")).toHaveAttribute("data-failed", "");
    await expect(last.locator("img")).not.toBeVisible();
    await expect(last.getByTestId("photo-fallback")).toBeVisible();
  });
});

test.describe("search", () => {
  test("has an accessible search box with the required placeholder", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("search")).toBeVisible();
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search destinations, details or visa status...");
    await expect(searchBox(page)).toHaveValue("");
  });

  test("filters live as the text changes, matching name, details, badge, alt text and keywords", async ({ page }) => {
    await open(page);
    await searchBox(page).pressSequentially("sw");
    await expect(cardNames(page)).toHaveText(["Switzerland"]);
    await expect(resultStatus(page)).toHaveText("1 of 12 destinations matches your search");

    for (const [query, names] of [
      ["SINGAP", ["Singapore"]],
      ["dubai", ["United Arab Emirates"]],
      ["usa", ["United States"]],
      ["schengen", ["Switzerland", "France"]],
      ["ISLAND PARADISE", ["Sri Lanka"]],
      ["sulphur baths", ["Georgia"]],
      ["petronas twin towers", ["Malaysia"]],
      ["   canada   ", ["Canada"]],
      ["united", ["United Arab Emirates", "United States"]],
    ] as const) {
      await searchBox(page).fill(query);
      await expect(cardNames(page), query).toHaveText([...names]);
    }
    await expect(resultStatus(page)).toHaveText("2 of 12 destinations match your search");

    await searchBox(page).fill("");
    await expect(cardNames(page)).toHaveText(allNames);
    await expect(resultStatus(page)).toHaveText("Showing all 12 destinations");
  });

  test("shows the empty state when nothing matches", async ({ page }) => {
    await open(page);
    await searchBox(page).fill("Atlantis");
    await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
    await expect(page.getByText("Try a different keyword or check your spelling.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Destinations" })).toHaveCount(0);
    await expect(resultStatus(page)).toHaveText("No destinations match your search");
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);

    await page.getByRole("button", { name: "Show All Destinations" }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
  });

  for (const [typo, term, name] of [
    ["thialand", "Thailand", "Thailand"],
    ["singapur", "Singapore", "Singapore"],
    ["dubay", "Dubai", "United Arab Emirates"],
  ] as const) {
    test(`suggests "${term}" for "${typo}" and applies it`, async ({ page }) => {
      await open(page);
      await searchBox(page).fill(typo);
      await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
      const suggestion = page.getByText(/^Did you mean/);
      await expect(suggestion).toHaveText(term === name ? `Did you mean ${term}?` : `Did you mean ${term} (${name})?`);
      await suggestion.getByRole("button", { name: term }).click();
      await expect(searchBox(page)).toHaveValue(term);
      await expect(searchBox(page)).toBeFocused();
      await expect(page).toHaveURL(`/destinations?q=${term}`);
      await expect(cardNames(page)).toHaveText([name]);
    });
  }

  for (const [query, place] of [
    ["japan", "Japan"],
    ["bali", "Bali (Indonesia)"],
  ] as const) {
    test(`names "${place}" as not covered yet for "${query}" and offers a prefilled WhatsApp chat`, async ({
      page,
    }) => {
      await open(page);
      await searchBox(page).fill(query);
      await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
      await expect(page.getByText("Try a different keyword or check your spelling.")).toBeVisible();
      await expect(page.getByText(`We don't cover ${place} yet.`)).toBeVisible();
      await expect(page.getByText(/Did you mean/)).toHaveCount(0);
      const chat = page.getByRole("main").getByRole("link", { name: "Chat on WhatsApp" });
      await expect(chat).toHaveAccessibleDescription(`We don't cover ${place} yet.`);
      const message = `Hello VisaUdaan, I would like to know about a visa for ${place}.`;
      const href = await chat.getAttribute("href");
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(href!.split("?text=")[1]!)).toBe(message);
    });
  }

  test("a place we do not cover that some cards mention in passing keeps those cards, under the notice", async ({
    page,
  }) => {
    await open(page);
    await searchBox(page).fill("uk");
    await expect(page.getByText("We don't cover the United Kingdom yet.")).toBeVisible();
    await expect(cardNames(page)).toHaveText(["United Arab Emirates", "Thailand"]);
  });

  test("a correct name we do not cover gets no misleading suggestion", async ({ page }) => {
    await open(page);
    await searchBox(page).fill("spain");
    await expect(page.getByText("We don't cover Spain yet.")).toBeVisible();
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  });

  test("Escape and the clear button empty the search", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("button", { name: "Clear search" })).toHaveCount(0);
    await searchBox(page).fill("france");
    await expect(cardNames(page)).toHaveText(["France"]);
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL("/destinations");

    await searchBox(page).fill("vietnam");
    await expect(cardNames(page)).toHaveText(["Vietnam"]);
    const clear = page.getByRole("button", { name: "Clear search" });
    const box = await clear.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await clear.click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(searchBox(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL("/destinations");
  });

  test("keeps the query in the URL; typing replaces history so Back leaves the page", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Destinations" }).click();
    await expect(page).toHaveURL("/destinations");
    await searchBox(page).pressSequentially("sri lanka");
    await expect(page).toHaveURL("/destinations?q=sri+lanka");
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);

    await page.goBack();
    await expect(page).toHaveURL("/");
    await page.goForward();
    await expect(page).toHaveURL("/destinations?q=sri+lanka");
    await expect(searchBox(page)).toHaveValue("sri lanka");
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);

    await page.reload();
    await waitForHydration(page);
    await expect(searchBox(page)).toHaveValue("sri lanka");
    await expect(cardNames(page)).toHaveText(["Sri Lanka"]);
  });

  test("the nav link to the page itself starts a fresh, empty search", async ({ page }) => {
    await open(page, "/destinations?q=france");
    await expect(cardNames(page)).toHaveText(["France"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Destinations" }).click();
    await expect(page).toHaveURL("/destinations");
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(12);
  });

  test("opening a shared search link shows the filtered list after hydration", async ({ page }) => {
    await open(page, "/destinations?q=Dubai");
    await expect(searchBox(page)).toHaveValue("Dubai");
    await expect(cardNames(page)).toHaveText(["United Arab Emirates"]);
    await expect(resultStatus(page)).toHaveText("1 of 12 destinations matches your search");
    await expect(page.getByRole("button", { name: "Clear search" })).toBeVisible();
  });

  test("treats special characters and very long input as plain text without errors", async ({ page }) => {
    test.slow(); // Many queries, one of 10,000 characters.
    await open(page);
    for (const query of [".*", "(", "[", "\\", "<b>", "</script><script>alert(1)</script>", "%", "&q=x", "#", "😀"]) {
      await searchBox(page).fill(query);
      await expect(page.getByText("No destinations found matching your search."), query).toBeVisible();
      await expect(searchBox(page)).toHaveValue(query);
    }
    await searchBox(page).fill("B1/B2");
    await expect(cardNames(page)).toHaveText(["United States"]);

    await searchBox(page).fill("x".repeat(10_000));
    await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(cards(page)).toHaveCount(12);

    await open(page, `/destinations?q=${encodeURIComponent("(<b>.*")}`);
    await expect(searchBox(page)).toHaveValue("(<b>.*");
    await expect(page.getByText("No destinations found matching your search.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test("all 12 cards show, and failed photos are covered by the fallback", async ({ page }) => {
    await page.goto("/destinations");
    await expect(cardNames(page)).toHaveText(allNames);
    await expect(searchBox(page)).toBeVisible();
    const image = cards(page).first().locator("img");
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
    expect(cover.label).toBe('"United Arab Emirates"');
    expect(cover.textColor).toBe("rgba(0, 0, 0, 0)");
  });
});
