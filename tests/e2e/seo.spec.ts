import type { Page } from "@playwright/test";
import { expect, notFoundRoute, pageRoutes as routes, test, waitForHydration } from "./fixtures";

// The build's canonical host: VITE_SITE_URL, else the placeholder in app/config/site.ts.
const siteUrl = (process.env.VITE_SITE_URL?.trim() || "https://www.visaudaan.com").replace(/\/+$/, "");

const metaContent = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");

async function jsonLdNodes(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

test.describe("meta tags", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    test(`${route.path} has its title, description, canonical URL, Open Graph and Twitter card`, async ({ page }) => {
      // As crawlers and link previews see it: the pre-rendered HTML, no JavaScript.
      await page.goto(route.path);
      const url = `${siteUrl}${route.path}`;
      await expect(page).toHaveTitle(route.title);
      const description = await metaContent(page, "name", "description");
      expect(description?.length).toBeGreaterThan(50);
      expect(description!.length).toBeLessThanOrEqual(160);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);

      expect(await metaContent(page, "property", "og:type")).toBe("website");
      expect(await metaContent(page, "property", "og:title")).toBe(route.title);
      expect(await metaContent(page, "property", "og:description")).toBe(description);
      expect(await metaContent(page, "property", "og:url")).toBe(url);
      expect(await metaContent(page, "property", "og:image")).toBe(`${siteUrl}/og-image.png`);
      expect(await metaContent(page, "property", "og:image:width")).toBe("1200");
      expect(await metaContent(page, "property", "og:image:height")).toBe("630");
      expect(await metaContent(page, "property", "og:image:alt")).toBeTruthy();
      expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
      expect(await metaContent(page, "name", "twitter:title")).toBe(route.title);
      expect(await metaContent(page, "name", "twitter:description")).toBe(description);
      expect(await metaContent(page, "name", "twitter:image")).toBe(`${siteUrl}/og-image.png`);
      // Each tag once: a duplicate would mean the route and the layout both emit it.
      for (const selector of ['meta[name="description"]', 'link[rel="canonical"]', 'meta[property="og:url"]']) {
        await expect(page.locator(`head ${selector}`)).toHaveCount(1);
      }
    });
  }

  test("titles and descriptions are unique across routes", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of routes) {
      await page.goto(route.path);
      seen.titles.add(await page.title());
      seen.descriptions.add((await metaContent(page, "name", "description")) ?? "");
    }
    expect(seen.titles.size).toBe(routes.length);
    expect(seen.descriptions.size).toBe(routes.length);
  });

  test("the not-found page is kept out of the index", async ({ page }) => {
    await page.goto(notFoundRoute.path);
    expect(await metaContent(page, "name", "robots")).toBe("noindex");
  });

  test("the page carries the theme colour, the inlined favicon and the touch icon", async ({ page, request }) => {
    await page.goto("/");
    expect(await metaContent(page, "name", "theme-color")).toBe("#1a37cf");
    const favicon = await page.locator('head link[rel="icon"]').getAttribute("href");
    expect(favicon).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(favicon!.split(",")[1]!, "base64");
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], "48 px square").toEqual([48, 48]);
    // The favicon also at /favicon.ico, for crawlers that only look there.
    for (const href of [
      await page.locator('head link[rel="apple-touch-icon"]').getAttribute("href"),
      "/favicon.ico",
      "/og-image.png",
    ]) {
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);
      expect(response.headers()["content-type"], href!).toMatch(/^image\//);
    }
  });
});

test.describe("web app manifest", () => {
  test("is linked once the page is interactive, and it and its icons are served", async ({ page, request }) => {
    await page.goto("/");
    // Not in the HTML: Chrome fetches it and an icon as soon as it sees the link (see app/root.tsx).
    expect(await (await request.get("/")).text()).not.toContain('rel="manifest"');
    await waitForHydration(page);
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({ short_name: "VisaUdaan", start_url: "/", theme_color: "#1a37cf" });
    expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes: "512x512", purpose: "maskable" }));
    for (const { src } of manifest.icons as { src: string }[]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toMatch(/^image\//);
    }
  });
});

test.describe("structured data", () => {
  for (const route of [...routes, notFoundRoute]) {
    test(`${route.path} carries Organization and WebSite JSON-LD`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      const nodes = await jsonLdNodes(page);
      expect(nodes).toContainEqual(
        expect.objectContaining({ "@type": "Organization", name: "VisaUdaan", url: `${siteUrl}/` }),
      );
      expect(nodes).toContainEqual(
        expect.objectContaining({
          "@type": "WebSite",
          name: "VisaUdaan",
          url: `${siteUrl}/`,
          publisher: { "@id": `${siteUrl}/#organization` },
        }),
      );
      // Still exactly one of each after hydration.
      expect(nodes.filter((node) => node["@type"] === "Organization")).toHaveLength(1);
    });
  }
});

test.describe("page structured data", () => {
  test("Home carries a FAQPage built from the FAQ it shows", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const faqPage = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage");
    const entities = (faqPage?.mainEntity ?? []) as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    const faq = page.getByRole("region", { name: /Frequently asked questions|FAQ/i });
    const questions = await faq.locator("summary").allTextContents();
    expect(questions).toHaveLength(4);
    expect(entities.map((entity) => entity.name)).toEqual(questions.map((question) => question.trim()));
    for (const entity of entities) {
      expect(entity["@type"]).toBe("Question");
      expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
    }
  });
});

test("Destinations carries an ItemList of the 12 destinations it shows", async ({ page }) => {
  await page.goto("/destinations");
  await waitForHydration(page);
  const itemList = (await jsonLdNodes(page)).find((node) => node["@type"] === "ItemList");
  const items = (itemList?.itemListElement ?? []) as { position: number; item: { name: string } }[];
  const cardNames = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  expect(itemList?.numberOfItems).toBe(12);
  expect(items.map((entry) => entry.position)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  expect(cardNames).toEqual(expect.arrayContaining(items.map((entry) => entry.item.name)));
  expect(items).toHaveLength(12);
});

test.describe("crawler files", () => {
  test("sitemap.xml lists every page, the privacy notice included, with absolute URLs", async ({ page, request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        locations: [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
          (loc) => loc.textContent,
        ),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.locations.toSorted()).toEqual(routes.map((route) => `${siteUrl}${route.path}`).toSorted());
  });

  test("robots.txt allows every crawler and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n").map((line) => line.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines.some((line) => /^Disallow:\s*\S/.test(line))).toBe(false);
    expect(lines).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });
});
