import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { ui, type Language } from "../pages";

export * from "../pages";

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

/** Every response's headers, the site-wide part of the policy included; written out, not imported from server/security-headers.mjs, so a change there must be deliberate. */
export const siteHeaders = {
  "content-security-policy": "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()",
};

/**
 * Holds every script of the page back until `release()` is called, so however busy the
 * machine, hydration cannot come before what the test does first (decisions 0007, 0015).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the pre-rendered page. Only for behaviour that exists
 * once it has (client-side navigation, the query in the URL): a visitor's taps before it
 * are answered anyway (first-paint.phone.spec.ts), and tests tap as visitors do.
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
 * The toast shown: in the toast area, or, tapped before hydration, the page's own copy of a
 * launch toast (early-toasts.tsx), which the toast area takes over on hydration.
 */
export const toastItems = (page: Page, language: Language = "en") =>
  page
    .getByRole("region", { name: ui[language].notifications })
    .or(page.locator("[data-early-toasts]"))
    .getByRole("listitem");

/** Opens the Sign In toast from the header; below the large breakpoint Sign In lives in the menu. */
export async function openSignInToast(page: Page, { viaMenu = false, language = "en" as Language } = {}) {
  const text = ui[language];
  if (viaMenu) await page.getByRole("button", { name: text.openMenu }).click();
  await page.getByRole("banner").getByRole("button", { name: text.signIn }).click();
  await expect(toastItems(page, language)).toHaveCount(1);
  await expect(toastItems(page, language)).toContainText(text.signInToast);
}
