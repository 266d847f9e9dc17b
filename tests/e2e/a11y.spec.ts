import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  languages,
  notFoundRoutes,
  openSignInToast,
  holdingRoutesIn,
  pageRoutesIn,
  pathIn,
  sampleGuideIn,
  test,
  toastItems as toastItem,
  ui,
  waitForLoadIslands,
  expandedState,
} from "./fixtures";
import { faqSection } from "./faq";

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Every page of every language, each language's not-found page and a sample guide included. */
const routes = languages.flatMap((language) =>
  // A held visa's page in English: one component whose pages differ only in their words.
  [
    ...pageRoutesIn[language],
    notFoundRoutes[language],
    sampleGuideIn[language],
    ...(language === "en" ? [holdingRoutesIn.en[0]!] : []),
  ].map((route) => ({ ...route, language })),
);

async function open(page: Page, path: string) {
  await page.goto(path);
  // Checked as the page settles: the islands that start at load have started.
  await waitForLoadIslands(page);
  await page.evaluate(() => document.fonts.ready);
}

/** Waits until the element's CSS animations (a toast sliding in, say) have finished. */
async function settled(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
  expect(summary).toEqual([]);
}

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    // A full axe pass takes seconds on a busy CI machine.
    test.slow();

    // Each distinct page once per language: the shell is the same component on every page.
    for (const route of routes) {
      test(`${route.path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await open(page, route.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
        await expectNoAxeViolations(page);
      });
    }

    for (const language of languages) {
      const home = pathIn(language, "/");
      if (width < 1024) {
        test(`${home} has none with the mobile menu open`, async ({ page }) => {
          await open(page, home);
          await page.getByRole("button", { name: ui[language].openMenu }).click();
          await expect(page.getByRole("navigation", { name: ui[language].mobileNavLabel })).toBeVisible();
          await expectNoAxeViolations(page);
        });
      } else {
        test(`${home} has none with a toast open`, async ({ page }) => {
          // A frozen clock keeps the toast open however long axe takes.
          await page.clock.install();
          await open(page, home);
          await openSignInToast(page, { language });
          await settled(toastItem(page, language));
          await expectNoAxeViolations(page);
        });
      }
    }
  });
}

/**
 * The header's controls in reading order at 1280 px: the language control, named with the
 * language shown, sits between the nav and Sign In.
 */
const headerOrder = [
  "Skip to main content",
  "VisaUdaan home",
  "Home",
  "Destinations",
  "Travel News",
  "About Us",
  "Language: English",
  "Sign In",
];

/** The accessible name of whatever has focus after pressing Tab. */
async function tabToNext(page: Page) {
  await page.keyboard.press("Tab");
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute("aria-label") ?? element?.innerText.trim() ?? "";
  });
}

// The keyboard and focus behave the same in every language: checked in English.
{
  const language = "en";
  const t = ui[language];

  test.describe("keyboard at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test(`[${language}] Tab walks the header in reading order, starting with the skip link`, async ({ page }) => {
      await open(page, pathIn(language, "/travel-news"));
      const names: string[] = [];
      for (let step = 0; step < 8; step += 1) names.push(await tabToNext(page));
      expect(names).toEqual(headerOrder);
    });

    test(`[${language}] the skip link jumps past the header: the next Tab lands inside main`, async ({ page }) => {
      await open(page, pathIn(language, "/"));
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: t.skipLink })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    });

    test(`[${language}] every focusable element shows a visible focus indicator`, async ({ page }) => {
      await open(page, pathIn(language, "/"));
      const seen = new Set<string>();
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement;
          // Past the last control, focus leaves the document.
          if (element === document.body) return null;
          const style = getComputedStyle(element);
          const ring = style.boxShadow !== "none" && style.boxShadow !== "";
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
          const key = String(Array.from(document.querySelectorAll("*")).indexOf(element));
          return { key, name: element.innerText || element.ariaLabel, visible: ring || outline };
        });
        if (!focus || seen.has(focus.key)) break;
        seen.add(focus.key);
        expect(focus.visible, `focus indicator on "${focus.name}"`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(10);
    });

    test(`[${language}] a toast opened from the keyboard is reached with F8 and closed with its close button`, async ({
      page,
    }) => {
      await open(page, pathIn(language, "/"));
      const signIn = page.getByRole("banner").getByRole("button", { name: t.signIn });
      await signIn.focus();
      await page.keyboard.press("Enter");
      await expect(toastItem(page, language)).toContainText(t.signInToast);

      await page.keyboard.press("F8");
      await page.keyboard.press("Tab");
      await expect(toastItem(page, language)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(toastItem(page, language).getByRole("link", { name: t.chatOnWhatsapp })).toBeFocused();
      await page.keyboard.press("Tab");
      const close = toastItem(page, language).getByRole("button", { name: t.closeNotification });
      await expect(close).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(toastItem(page, language)).toHaveCount(0);
      // Back where the visitor was, not on the emptied toast area.
      await expect(signIn).toBeFocused();
    });
  });

  test.describe("keyboard at 375 px", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test(`[${language}] the menu opens from the keyboard, its links follow in order, and choosing one navigates`, async ({
      page,
    }) => {
      await open(page, pathIn(language, "/"));
      const toggle = page.getByRole("button", { name: t.openMenu });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => expandedState(page, t.closeMenu)).toBe(true);

      const mobileNav = page.getByRole("navigation", { name: t.mobileNavLabel });
      for (const name of t.navLabels) {
        await page.keyboard.press("Tab");
        await expect(mobileNav.getByRole("link", { name })).toBeFocused();
      }
      // After the nav, in the menu: every language, then Sign In (the header's own is hidden at this width).
      const banner = page.getByRole("banner");
      for (const other of languages) {
        await page.keyboard.press("Tab");
        await expect(page.locator("#mobile-menu").getByRole("link", { name: ui[other].name })).toBeFocused();
      }
      await page.keyboard.press("Tab");
      await expect(banner.getByRole("button", { name: t.signIn })).toBeFocused();

      for (let step = 0; step <= languages.length; step++) await page.keyboard.press("Shift+Tab");
      await expect(mobileNav.getByRole("link", { name: t.pageLabels.aboutUs })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(pathIn(language, "/about-us"));
      await expect(mobileNav).toBeHidden();
    });
  });
}

{
  const language = "en";
  const t = ui[language];

  test.describe("focus after navigation", () => {
    test(`[${language}] stays put on first load`, async ({ page }) => {
      await open(page, pathIn(language, "/about-us"));
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    });

    // An ordinary load, or a jump within the page: the browser starts sequential focus
    // navigation at the fragment, so the next Tab lands in the section.
    for (const [start, from] of [
      ["/about-us", "another page"],
      ["/", "the same page"],
    ] as const) {
      test(`[${language}] the next Tab lands in the FAQ when its link is followed from ${from}`, async ({ page }) => {
        await open(page, pathIn(language, start));
        const faqs = page.getByRole("contentinfo").getByRole("link", { name: t.pageLabels.faq });
        await faqs.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(pathIn(language, "/#faq"));
        await expect(faqSection(page, language).getByRole("heading", { level: 2 })).toBeInViewport();
        await page.keyboard.press("Tab");
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#faq")))).toBe(true);
      });
    }
  });
}

test.describe("reduced motion", () => {
  /** Longest computed animation or transition duration on the element, in ms. */
  const longestMotion = (locator: Locator) =>
    locator.evaluate((element) => {
      const style = getComputedStyle(element);
      const toMs = (value: string) => (value.endsWith("ms") ? parseFloat(value) : parseFloat(value) * 1000);
      const durations = [style.animationDuration, style.transitionDuration].flatMap((list) => list.split(","));
      const animated = style.animationName !== "none" || style.transitionProperty !== "none";
      return animated ? Math.max(...durations.map(toMs)) : 0;
    });

  {
    const language = "en";
    const t = ui[language];
    const pulsingDot = (page: Page) => page.getByRole("banner").getByText(t.launchBadge).locator("[aria-hidden=true]");

    test(`[${language}] the toast and the pulsing badge animate by default`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.clock.install();
      await open(page, pathIn(language, "/"));
      expect(await longestMotion(pulsingDot(page))).toBeGreaterThanOrEqual(1000);
      await page.getByRole("banner").getByRole("button", { name: t.signIn }).click();
      expect(await longestMotion(toastItem(page, language))).toBeGreaterThanOrEqual(150);
    });

    test(`[${language}] prefers-reduced-motion turns those animations off`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.clock.install();
      await open(page, pathIn(language, "/"));
      expect(await longestMotion(pulsingDot(page))).toBeLessThanOrEqual(1);
      await page.getByRole("banner").getByRole("button", { name: t.signIn }).click();
      expect(await longestMotion(toastItem(page, language))).toBeLessThanOrEqual(1);
      expect(
        await longestMotion(page.getByRole("banner").getByRole("link", { name: t.pageLabels.destinations })),
      ).toBeLessThanOrEqual(1);
    });
  }
});

test.describe("text zoomed to 200% at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const route of routes) {
    test(`${route.path} needs no horizontal scrolling`, async ({ page }) => {
      // The browser's text-size setting (16 px → 32 px): rem, em and media queries all scale.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.enable");
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
      await open(page, route.path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The header grows with the text instead of letting its controls spill out.
      const header = await page.getByRole("banner").boundingBox();
      for (const control of await page.getByRole("banner").getByRole("button").filter({ visible: true }).all()) {
        const box = await control.boundingBox();
        expect(box!.y + box!.height).toBeLessThanOrEqual(header!.y + header!.height);
      }
    });
  }
});

test.describe("placeholder text", () => {
  // axe does not check ::placeholder colours, so measure them: WCAG 1.4.3 asks 4.5:1. The
  // search box is the site's one field, and its colours are the same in every language.
  test("the search box's placeholder reaches 4.5:1 against its field", async ({ page }) => {
    await open(page, "/destinations");
    await expect(page.locator("input[placeholder], textarea[placeholder]")).toHaveCount(1);
    for (const field of await page.locator("input[placeholder], textarea[placeholder]").all()) {
      const ratio = await field.evaluate((element) => {
        const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
        // The canvas resolves any CSS colour syntax (oklch, color-mix) to sRGB bytes.
        const rgba = (cssColour: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = cssColour;
          context.fillRect(0, 0, 1, 1);
          return Array.from(context.getImageData(0, 0, 1, 1).data) as [number, number, number, number];
        };
        let background: number[] = [255, 255, 255];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = rgba(getComputedStyle(node).backgroundColor);
          if (colour[3] > 0) {
            background = colour;
            break;
          }
        }
        const text = rgba(getComputedStyle(element, "::placeholder").color);
        const alpha = text[3] / 255;
        const blended = [0, 1, 2].map((i) => text[i]! * alpha + background[i]! * (1 - alpha));
        const luminance = (rgb: number[]) =>
          rgb
            .slice(0, 3)
            .map((value) => value / 255)
            .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
            .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
        const [light, dark] = [luminance(blended), luminance(background)].sort((a, b) => b - a);
        return (light! + 0.05) / (dark! + 0.05);
      });
      expect(ratio, `placeholder of ${await field.getAttribute("placeholder")}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
