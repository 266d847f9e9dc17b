import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { localeOf, unlocalizedPath } from "../../app/config/locales";
import {
  expect,
  languages,
  notFoundRoutes,
  pathIn,
  siteHeaders,
  test,
  ui,
  waitForLoadIslands,
  type Language,
} from "./fixtures";

/**
 * The built site on each host it is served from: `npm start` and Cloudflare Pages' own
 * runtime (`wrangler pages dev build/client`, started by playwright.config.ts).
 * docs/deploy.md says why each address is a file named after it.
 */
const cdn = { name: "Cloudflare Pages", origin: process.env.CDN_ORIGIN! };
const hosts = [{ name: "npm start", origin: process.env.SITE_ORIGIN! }, cdn];

const client = path.resolve("build/client");

/** Every canonical address, as the sitemap lists it (its origin is the production one). */
const sitemapPaths = [...readFileSync(path.join(client, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, url]) => new URL(url!).pathname,
);

/**
 * The addresses loaded in a browser: every page and one destination guide per language, as the
 * guides are one page file whose pages differ only in their words. A held visa's page starts no
 * island but the toasts, which every page here starts.
 */
const browserPaths = sitemapPaths.filter((address) => {
  const page = unlocalizedPath(address);
  if (page.startsWith("/destinations/")) return page === "/destinations/thailand";
  return !page.startsWith("/visa-you-hold/");
});

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The page's own policy, from its <meta>, and the hashes of the inline scripts it runs, computed independently of the build. */
function pagePolicy(html: string) {
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1] ?? "";
  const directive = (name: string) =>
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? [];
  const inlineScripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , content]) => sha256(content!));
  return { policy, scriptSrc: directive("script-src"), inlineScripts };
}

test("the sitemap lists every page of every language", () => {
  expect(sitemapPaths.length).toBeGreaterThanOrEqual(34);
  // Each language's six pages and one of its guides.
  expect(browserPaths).toHaveLength(7 * languages.length);
  for (const language of languages) expect(sitemapPaths).toContain(pathIn(language, "/destinations"));
});

for (const host of hosts) {
  test.describe(`served by ${host.name}`, () => {
    test("every canonical address answers 200 itself, without a redirect, with the site's headers and a policy of its own", async ({
      request,
    }) => {
      // Asked for a few at a time: with every guide and held visa's page, one by one took most of a minute.
      const addresses = [...sitemapPaths, "/destinations?q=dubai"];
      const answers = [];
      for (let start = 0; start < addresses.length; start += 12)
        answers.push(
          ...(await Promise.all(
            addresses.slice(start, start + 12).map(async (address) => {
              const response = await request.get(`${host.origin}${address}`, { maxRedirects: 0 });
              return { address, response, html: await response.text() };
            }),
          )),
        );
      for (const { address, response, html } of answers) {
        expect(response.status(), address).toBe(200);
        const headers = response.headers();
        for (const [name, value] of Object.entries(siteHeaders))
          expect(headers[name], `${name} on ${address}`).toBe(value);
        expect(headers["content-type"], address).toMatch(/^text\/html/);
        const { policy, scriptSrc, inlineScripts } = pagePolicy(html);
        expect(policy, address).toMatch(/^default-src 'self'; script-src 'self' /);
        expect(policy, address).not.toMatch(/unsafe-inline|unsafe-eval/);
        expect(inlineScripts.length, address).toBeGreaterThan(0);
        // Exactly the page's own inline scripts: no other page's hashes.
        expect(scriptSrc.slice(1).sort(), address).toEqual([...new Set(inlineScripts)].sort());
      }
    });

    test("an address with a trailing slash, or a page's file name, redirects to the canonical address", async ({
      request,
    }) => {
      for (const language of languages) {
        for (const address of [pathIn(language, "/about-us"), pathIn(language, "/destinations")]) {
          for (const variant of [`${address}/`, `${address}.html`]) {
            const response = await request.get(`${host.origin}${variant}`, { maxRedirects: 0 });
            expect(response.status(), variant).toBe(308);
            expect(new URL(response.headers()["location"]!, host.origin).pathname, variant).toBe(address);
          }
        }
      }
    });

    test("an unknown address answers 404 with the not-found page of its language", async ({ request }) => {
      const expected: [string, Language][] = [
        ["/no-such-page", "en"],
        ["/destinations/no-such-place", "en"],
        ["/hi/no-such-page", "hi"],
        ["/hi/destinations/no-such-place", "hi"],
        ["/hi/a/b", "hi"],
        // Not under /hi/: only the prefix followed by a slash is the Hindi edition.
        ["/hix", "en"],
      ];
      for (const [address, language] of expected) {
        const response = await request.get(`${host.origin}${address}`, { maxRedirects: 0 });
        expect(response.status(), address).toBe(404);
        expect(response.headers()["content-type"], address).toMatch(/^text\/html/);
        expect(response.headers()["content-security-policy"], address).toBe(siteHeaders["content-security-policy"]);
        const body = await response.text();
        expect(body, address).toContain(`<html lang="${ui[language].htmlLang}"`);
        expect(body, address).toContain(notFoundRoutes[language].heading);
      }
    });

    test("each language's change feed is served as Atom, the sitemap as XML", async ({ request }) => {
      for (const language of languages) {
        const address = pathIn(language, "/changes.xml");
        const response = await request.get(`${host.origin}${address}`, { maxRedirects: 0 });
        expect(response.status(), address).toBe(200);
        expect(response.headers()["content-type"], address).toBe("application/atom+xml; charset=utf-8");
        expect(response.headers()["x-content-type-options"], address).toBe("nosniff");
        expect(await response.text(), address).toMatch(
          /^<\?xml [^>]*\?>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/,
        );
      }
      const sitemap = await request.get(`${host.origin}/sitemap.xml`);
      expect(sitemap.headers()["content-type"]).toMatch(/^application\/xml/);
    });

    test("hashed assets are cached for a year", async ({ request }) => {
      const html = await (await request.get(`${host.origin}/`)).text();
      const script = html.match(/\/assets\/[^"]+\.js/)![0];
      const asset = await request.get(`${host.origin}${script}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    test("from a page's link to Destinations, the search keeps its query in the address, and Back leaves", async ({
      page,
    }) => {
      await page.goto(`${host.origin}/about-us`);
      await page.getByRole("banner").getByRole("link", { name: "Destinations" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Explore Global Destinations" })).toBeVisible();
      await page.getByRole("searchbox").fill("dubai");
      await expect(page.getByRole("heading", { level: 2, name: "United Arab Emirates" })).toBeVisible();
      await expect(page).toHaveURL(`${host.origin}/destinations?q=dubai`);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1, name: /About VisaUdaan/ })).toBeVisible();
    });
  });
}

/**
 * Loaded in a browser on Cloudflare's runtime only: both hosts serve the same files with the
 * same headers (checked above for each), so what the browser allows is the same on both.
 */
test.describe(`in a browser, served by ${cdn.name}`, () => {
  const loads = [
    ...browserPaths.map((address) => ({ address, status: 200 })),
    ...languages.map((language) => ({ address: notFoundRoutes[language].path, status: 404 })),
  ];
  for (const { address, status } of loads) {
    test(`${address} starts its islands with no policy violation, and asks for no stylesheet`, async ({ page }) => {
      const violations: string[] = [];
      await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      const response = await page.goto(`${cdn.origin}${address}`);
      expect(response?.status()).toBe(status);
      expect(response?.request().redirectedFrom()).toBeNull();
      // What the policy must allow: Astro's inline island runtime and each island as it starts.
      await waitForLoadIslands(page);
      // A planner (the guides) starts once in view.
      for (const field of await page.locator('astro-island[client="visible"] input').all())
        await field.scrollIntoViewIfNeeded();
      // The toasts island starts on the first touch of a launch button, Radix's inline style with it.
      const language = localeOf(address);
      await page.getByRole("banner").getByRole("button", { name: ui[language].signIn }).focus();
      await expect(page.getByRole("region", { name: ui[language].notifications })).toBeAttached();
      await expect(page.locator("astro-island[ssr]")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      expect(violations).toEqual([]);

      // The stylesheet is inlined: no request for one.
      const resources = await page.evaluate(() =>
        performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname),
      );
      expect(resources.filter((name) => name.endsWith(".css"))).toEqual([]);
    });
  }
});
