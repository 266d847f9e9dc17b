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
 * Holds every script file of the page back until `release()` is called, so however busy the
 * machine, no island can start before what the test does first (decision 0024).
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
 * Waits until the island (its component's export name, e.g. "LaunchToasts") has started: Astro
 * removes its `ssr` attribute once hydrated. Only for behaviour that exists once it has; what
 * is HTML (menus, the FAQ, links) works without waiting, and a visitor's taps before it are
 * answered anyway (first-paint.phone.spec.ts).
 */
export async function waitForIsland(page: Page, component: string) {
  await expect(page.locator(`astro-island[component-export="${component}"]:not([ssr])`)).toBeAttached();
}

/** Waits until every island that starts at load (`client:load`) has started. */
export async function waitForLoadIslands(page: Page) {
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
}

/**
 * The expanded state the browser's accessibility tree, which screen readers read, gives the one
 * button of that name, or undefined. A popover's toggle (the menus) has it natively, with no
 * aria-expanded attribute, and Playwright's own role engine does not compute it.
 */
export async function expandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      nodeId: root.nodeId,
      accessibleName: buttonName,
      role: "button",
    });
    const shown = nodes.filter((node) => !node.ignored);
    if (shown.length !== 1) return undefined;
    return shown[0]!.properties?.find((property) => property.name === "expanded")?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * Whether the element is rendered: false while an ancestor with `content-visibility: auto`
 * skips its content. (The skipping box itself keeps its placeholder box either way.)
 */
export function isRendered(locator: Locator) {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/** The toast shown, in the toast area (the launch toasts island). */
export const toastItems = (page: Page, language: Language = "en") =>
  page.getByRole("region", { name: ui[language].notifications }).getByRole("listitem");

/** Opens the Sign In toast from the header; below the large breakpoint Sign In lives in the menu. */
export async function openSignInToast(page: Page, { viaMenu = false, language = "en" as Language } = {}) {
  const text = ui[language];
  if (viaMenu) await page.getByRole("button", { name: text.openMenu }).click();
  await page.getByRole("banner").getByRole("button", { name: text.signIn }).click();
  await expect(toastItems(page, language)).toHaveCount(1);
  await expect(toastItems(page, language)).toContainText(text.signInToast);
}
