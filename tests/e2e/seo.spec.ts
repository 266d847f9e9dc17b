import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations";
import { faq } from "../../app/content/faq";
import {
  expect,
  languages,
  notFoundRoutes,
  pageRoutes,
  pageRoutesIn,
  pathIn,
  test,
  ui,
  waitForHydration,
  type Language,
} from "./fixtures";

// The build's canonical host: VITE_SITE_URL, else the placeholder in app/config/site.ts.
const siteUrl = (process.env.VITE_SITE_URL?.trim() || "https://www.visaudaan.com").replace(/\/+$/, "");

/** Each language's share image. */
const shareImages: Record<Language, string> = { en: "/og-image.png", hi: "/og-image-hi.png" };

/** What each language's pages declare: their Open Graph locale and the WebSite's language. */
const locales = {
  en: { ogLocale: "en_IN", inLanguage: "en-IN", faqRegion: /Frequently asked questions|FAQ/i },
  hi: { ogLocale: "hi_IN", inLanguage: "hi", faqRegion: faq.hi.intro.title },
} satisfies Record<Language, unknown>;

const otherLanguage = (language: Language) => languages.find((candidate) => candidate !== language)!;

/** Every page of both languages, each with its twin's English path ("/about-us" for "/hi/about-us"). */
const routes = languages.flatMap((language) =>
  pageRoutesIn[language].map((route) => ({
    ...route,
    language,
    englishPath: pageRoutes.find((english) => pathIn(language, english.path) === route.path)!.path,
  })),
);

/** The absolute URL of a page in a language, from its English path. */
const urlIn = (language: Language, englishPath: string) => `${siteUrl}${pathIn(language, englishPath)}`;

/** Length as a reader counts it, in characters on screen: a Hindi vowel sign or virama is part of its letter. */
const visibleLength = (text: string) => [...new Intl.Segmenter("en", { granularity: "grapheme" }).segment(text)].length;

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
      expect(visibleLength(description!)).toBeLessThanOrEqual(160);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);

      expect(await metaContent(page, "property", "og:type")).toBe("website");
      expect(await metaContent(page, "property", "og:title")).toBe(route.title);
      expect(await metaContent(page, "property", "og:description")).toBe(description);
      expect(await metaContent(page, "property", "og:url")).toBe(url);
      // Each language's share card shows its own words.
      const image = `${siteUrl}${shareImages[route.language]}`;
      expect(await metaContent(page, "property", "og:image")).toBe(image);
      expect(await metaContent(page, "property", "og:image:width")).toBe("1200");
      expect(await metaContent(page, "property", "og:image:height")).toBe("630");
      expect(await metaContent(page, "property", "og:image:alt")).toBeTruthy();
      expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
      expect(await metaContent(page, "name", "twitter:title")).toBe(route.title);
      expect(await metaContent(page, "name", "twitter:description")).toBe(description);
      expect(await metaContent(page, "name", "twitter:image")).toBe(image);
      // Each tag once: a duplicate would mean the route and the layout both emit it.
      for (const selector of [
        'meta[name="description"]',
        'link[rel="canonical"]',
        'meta[property="og:url"]',
        'meta[property="og:locale"]',
      ]) {
        await expect(page.locator(`head ${selector}`)).toHaveCount(1);
      }
    });

    test(`${route.path} names its language and points to its twin in the other`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.locator("html")).toHaveAttribute("lang", ui[route.language].htmlLang);
      expect(await metaContent(page, "property", "og:locale")).toBe(locales[route.language].ogLocale);
      const alternateLocales = await page
        .locator('head meta[property="og:locale:alternate"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
      expect(alternateLocales).toEqual([locales[otherLanguage(route.language)].ogLocale]);
      // The same three alternates on both twins, so each names the other; x-default is English.
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(alternates.toSorted()).toEqual(
        [
          ["en", urlIn("en", route.englishPath)],
          ["hi", urlIn("hi", route.englishPath)],
          ["x-default", urlIn("en", route.englishPath)],
        ].toSorted(),
      );
    });
  }

  test("titles and descriptions are unique across the pages of both languages", async ({ page }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const route of routes) {
      await page.goto(route.path);
      seen.titles.add(await page.title());
      seen.descriptions.add((await metaContent(page, "name", "description")) ?? "");
    }
    expect(routes).toHaveLength(10);
    expect(seen.titles.size).toBe(routes.length);
    expect(seen.descriptions.size).toBe(routes.length);
  });

  for (const language of languages) {
    test(`[${language}] the not-found page is kept out of the index`, async ({ page }) => {
      await page.goto(notFoundRoutes[language].path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundRoutes[language].heading);
      expect(await metaContent(page, "name", "robots")).toBe("noindex");
    });

    test(`[${language}] the page carries the theme colour, the inlined favicon and the touch icon`, async ({
      page,
      request,
    }) => {
      await page.goto(pathIn(language, "/"));
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
        ...Object.values(shareImages),
      ]) {
        const response = await request.get(href!);
        expect(response.status(), href!).toBe(200);
        expect(response.headers()["content-type"], href!).toMatch(/^image\//);
      }
    });
  }
});

test.describe("web app manifest", () => {
  for (const language of languages) {
    test(`[${language}] is linked once the page is interactive, and it and its icons are served`, async ({
      page,
      request,
    }) => {
      const home = pathIn(language, "/");
      await page.goto(home);
      // Not in the HTML: Chrome fetches it and an icon as soon as it sees the link (see app/root.tsx).
      expect(await (await request.get(home)).text()).not.toContain('rel="manifest"');
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
  }
});

test.describe("structured data", () => {
  for (const route of [...routes, ...languages.map((language) => ({ ...notFoundRoutes[language], language }))]) {
    test(`${route.path} carries Organization and WebSite JSON-LD`, async ({ page }) => {
      await page.goto(route.path);
      await waitForHydration(page);
      const nodes = await jsonLdNodes(page);
      // The home page in the page's language.
      const home = route.language === "en" ? `${siteUrl}/` : urlIn(route.language, "/");
      expect(nodes).toContainEqual(
        expect.objectContaining({ "@type": "Organization", name: "VisaUdaan", url: `${siteUrl}/` }),
      );
      expect(nodes).toContainEqual(
        expect.objectContaining({
          "@type": "WebSite",
          // One WebSite per language, named by its home page.
          "@id": `${home}#website`,
          name: "VisaUdaan",
          url: home,
          inLanguage: locales[route.language].inLanguage,
          publisher: { "@id": `${siteUrl}/#organization` },
        }),
      );
      // Still exactly one of each after hydration.
      expect(nodes.filter((node) => node["@type"] === "Organization")).toHaveLength(1);
      expect(nodes.filter((node) => node["@type"] === "WebSite")).toHaveLength(1);
    });
  }
});

test.describe("page structured data", () => {
  for (const language of languages) {
    test(`[${language}] Home carries a FAQPage built from the FAQ it shows`, async ({ page }) => {
      await page.goto(pathIn(language, "/"));
      await waitForHydration(page);
      const faqPage = (await jsonLdNodes(page)).find((node) => node["@type"] === "FAQPage");
      const entities = (faqPage?.mainEntity ?? []) as {
        "@type": string;
        name: string;
        acceptedAnswer: { text: string };
      }[];
      const faqRegion = page.getByRole("region", { name: locales[language].faqRegion });
      const questions = await faqRegion.locator("summary").allTextContents();
      expect(questions).toHaveLength(4);
      expect(entities.map((entity) => entity.name)).toEqual(questions.map((question) => question.trim()));
      expect(faqPage?.inLanguage).toBe(locales[language].inLanguage);
      for (const entity of entities) {
        expect(entity["@type"]).toBe("Question");
        expect(entity.acceptedAnswer.text.length).toBeGreaterThan(40);
      }
      if (language === "hi") {
        // The Hindi FAQ, question by question and answer by answer.
        expect(entities.map((entity) => [entity.name, entity.acceptedAnswer.text])).toEqual(
          faq.hi.items.map((item) => [item.question, item.answer]),
        );
      }
    });
  }
});

for (const language of languages) {
  test(`[${language}] Destinations carries an ItemList of the 12 destinations it shows`, async ({ page }) => {
    await page.goto(pathIn(language, "/destinations"));
    await waitForHydration(page);
    const itemList = (await jsonLdNodes(page)).find((node) => node["@type"] === "ItemList");
    const items = (itemList?.itemListElement ?? []) as { position: number; item: { name: string } }[];
    const cardNames = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(itemList?.numberOfItems).toBe(12);
    expect(items.map((entry) => entry.position)).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
    expect(cardNames).toEqual(expect.arrayContaining(items.map((entry) => entry.item.name)));
    expect(items).toHaveLength(12);
    if (language === "hi") {
      // The Hindi names, in the order of the cards.
      expect(items.map((entry) => entry.item.name)).toEqual(destinations.hi.map((destination) => destination.name));
    }
  });
}

test.describe("crawler files", () => {
  test("sitemap.xml lists every page in both languages, each with its alternates, with absolute URLs", async ({
    page,
    request,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const xhtmlNs = "http://www.w3.org/1999/xhtml";
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        root: doc.documentElement.localName,
        namespace: doc.documentElement.namespaceURI,
        xhtmlNamespace: doc.documentElement.getAttribute("xmlns:xhtml"),
        locations: [...doc.getElementsByTagNameNS(sitemapNs, "loc")].map((loc) => loc.textContent),
        urls: [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
          loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent,
          alternates: [...url.getElementsByTagNameNS(xhtmlNs, "link")].map((link) => [
            link.getAttribute("rel"),
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        })),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    expect(parsed.xhtmlNamespace).toBe("http://www.w3.org/1999/xhtml");
    expect(parsed.locations).toHaveLength(10);
    expect(parsed.locations.toSorted()).toEqual(routes.map((route) => `${siteUrl}${route.path}`).toSorted());
    for (const route of routes) {
      const entry = parsed.urls.find((url) => url.loc === `${siteUrl}${route.path}`);
      expect(entry?.alternates.toSorted(), route.path).toEqual(
        [
          ["alternate", "en", urlIn("en", route.englishPath)],
          ["alternate", "hi", urlIn("hi", route.englishPath)],
          ["alternate", "x-default", urlIn("en", route.englishPath)],
        ].toSorted(),
      );
    }
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
