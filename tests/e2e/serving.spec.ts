import {
  expect,
  languages,
  notFoundRoute,
  notFoundRoutes,
  pageRoutesIn,
  pathIn,
  siteHeaders,
  test,
  ui,
} from "./fixtures";

/** Every page of every language and each language's not-found page, with the status it is served with. */
const routes = languages.flatMap((language) => [
  ...pageRoutesIn[language].map(({ path }) => ({ path, language, status: 200 })),
  { path: notFoundRoutes[language].path, language, status: 404 },
]);

test.describe("served headers", () => {
  test("methods other than GET and HEAD get 405 with Allow, as from a static host", async ({ request }) => {
    for (const url of languages.map((language) => pathIn(language, "/"))) {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const response = await request.fetch(url, { method });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${url}`).toBe("GET, HEAD");
        for (const [name, value] of Object.entries(siteHeaders)) expect(response.headers()[name], name).toBe(value);
      }
      expect((await request.head(url)).status(), url).toBe(200);
    }
  });

  test("hashed assets are cached for a year and immutable; pages revalidate", async ({ request }) => {
    const assets = new Set<string>();
    for (const route of routes) {
      const response = await request.get(route.path);
      expect(response.headers()["cache-control"], route.path).toBe("public, max-age=0, must-revalidate");
      const html = await response.text();
      const found = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css|woff2))"/g)].map(([, url]) => url!);
      // Every page names at least its font and its islands' scripts (the toasts' on each).
      expect(found.filter((url) => url.endsWith(".woff2")).length, route.path).toBeGreaterThan(0);
      expect(found.filter((url) => url.endsWith(".js")).length, route.path).toBeGreaterThan(0);
      for (const url of found) assets.add(url);
    }
    // Each page's own: the search's included.
    for (const url of assets) {
      expect((await request.get(url)).headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    }
  });

  test("serves the precompressed brotli or gzip file the browser asks for", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/\/assets\/[^"]+\.js/)![0];
    const hindiPages = pageRoutesIn.hi.map((route) => route.path);
    for (const url of ["/", "/about-us", script, notFoundRoute.path, ...hindiPages, notFoundRoutes.hi.path]) {
      for (const [accept, encoding] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
      ] as const) {
        const response = await request.get(url, { headers: { "Accept-Encoding": accept } });
        expect(response.headers()["content-encoding"], `${url} with ${accept}`).toBe(encoding);
        expect(response.headers()["vary"]).toBe("Accept-Encoding");
      }
      const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.headers()["content-encoding"]).toBeUndefined();
    }
    // Each language's not-found page compressed is that language's page (hi/404.html.br, not 404.html.br).
    for (const language of languages) {
      for (const accept of ["br", "gzip", "identity"]) {
        const response = await request.get(notFoundRoutes[language].path, { headers: { "Accept-Encoding": accept } });
        expect(response.status(), `${language} with ${accept}`).toBe(404);
        const body = await response.text();
        expect(body, `${language} with ${accept}`).toContain(`<html lang="${ui[language].htmlLang}"`);
        expect(body, `${language} with ${accept}`).toContain(notFoundRoutes[language].heading);
      }
    }
  });

  test("the crawler files, the icons and the share images are served with their types", async ({ request }) => {
    for (const [url, type] of [
      ["/sitemap.xml", /xml/],
      ["/robots.txt", /^text\/plain/],
      ["/favicon.ico", /^image\//],
      ["/apple-touch-icon.png", /^image\//],
      ["/og-image.png", /^image\//],
      ["/og-image-hi.png", /^image\//],
      ["/icon-192.png", /^image\//],
      ["/icon-512.png", /^image\//],
      ["/icon-maskable-512.png", /^image\//],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toMatch(type);
    }
  });

  test("the headers file and a missing asset answer 404 with the not-found page", async ({ request }) => {
    // The hosts' own file and a missing asset (hosting.spec.ts covers pages in both languages).
    for (const url of ["/assets/missing.js", "/_headers"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
      expect(await response.text()).toContain("We couldn’t find that page");
    }
  });
});
