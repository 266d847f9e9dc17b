import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * Every test fails on a console error or uncaught exception in the page, except
 * failed loads of the external photo host (unreachable offline by design) and the
 * 404 status of a not-found document.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const url = message.location().url;
        const failedLoad = /Failed to load resource/.test(message.text());
        if (failedLoad && /^https:\/\/images\.unsplash\.com\//.test(url)) return;
        // A 404 page's own document; tests assert that status themselves.
        if (failedLoad && /status of 404/.test(message.text()) && url === page.url()) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until React has hydrated the pre-rendered page. Only for behaviour that exists
 * once it has (client-side navigation, the query in the URL): a visitor's taps before it
 * are answered anyway (first-paint.spec.ts), and tests tap as visitors do.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Whether the element is rendered: false while an ancestor with `content-visibility: auto`
 * skips its content. (The skipping box itself keeps its placeholder box either way.)
 */
export function isRendered(locator: Locator) {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/**
 * The site's pages with their exact titles and h1s: one table for every suite. Written out,
 * not imported from the app, so a change there must be deliberate.
 */
export const pageRoutes = [
  {
    path: "/",
    title: "VisaUdaan: Online Visa Applications for Indian Travellers",
    heading: /Where Dreams Take Flight/,
  },
  { path: "/about-us", title: "About Us | VisaUdaan", heading: /About VisaUdaan/ },
  { path: "/destinations", title: "Destinations | VisaUdaan", heading: "Explore Global Destinations" },
  { path: "/travel-news", title: "Travel News & Updates | VisaUdaan", heading: "Travel News & Updates" },
  { path: "/privacy", title: "Privacy Notice | VisaUdaan", heading: "Privacy Notice" },
];

/** The launch message, word for word as every page and launch toast must show it. */
export const launchMessage =
  "Applications open at launch. Until then, our team answers your questions on WhatsApp and by e-mail.";

/** Any path the site does not have: served the not-found page with status 404. */
export const notFoundRoute = { path: "/no-such-page", heading: "We couldn’t find that page" };

export const toastItems = (page: Page) => page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Opens the Sign In toast from the header; below the large breakpoint Sign In lives in the menu. */
export async function openSignInToast(page: Page, { viaMenu = false } = {}) {
  if (viaMenu) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  await expect(toastItems(page)).toHaveCount(1);
  await expect(toastItems(page)).toContainText("Sign In opens at launch");
}
