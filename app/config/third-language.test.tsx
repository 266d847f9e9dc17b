import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { LanguageList } from "~/components/layout/language-control";
import { absoluteUrl } from "~/config/site";
import { LocaleContext } from "~/lib/use-locale";
import { pageMeta } from "~/lib/seo";
import { alternateUrls, seoFiles } from "~/lib/seo-files";
import type * as Locales from "./locales";
import { type Locale, localeOf, locales, localeSettings, localizePath, otherLocales } from "./locales";

/**
 * Nothing assumes two languages: with a third, test-only language added to the list every
 * function reads (docs/adding-a-language.md), the language links, the alternates and the
 * sitemap offer it, and the site's own languages keep theirs.
 */
vi.mock("./locales", async (importOriginal) => {
  const actual = await importOriginal<typeof Locales>();
  (actual.locales as unknown as string[]).push("xx");
  Object.assign(actual.localeSettings, {
    xx: {
      prefix: "/xx",
      htmlLang: "xx",
      hreflang: "xx",
      ogLocale: "xx_XX",
      name: "Pseudo",
      shareImage: "/og-image-xx.png",
      script: "Latn",
    },
  });
  return actual;
});

const pseudo = "xx" as Locale;

describe("a third language", () => {
  it("has its own paths", () => {
    expect(localeOf("/xx/about-us")).toBe(pseudo);
    expect(localizePath("/about-us", pseudo)).toBe("/xx/about-us");
    expect(otherLocales("en")).toContain(pseudo);
  });

  it("is listed on every page, leading to the same page, beside the other languages", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "*",
          element: (
            <LocaleContext value="en">
              <LanguageList linkClassName="" />
            </LocaleContext>
          ),
        },
      ],
      { initialEntries: ["/about-us"] },
    );
    render(<RouterProvider router={router} />);
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("hreflang")])).toEqual(
      locales.map((locale) => [
        localeSettings[locale].name,
        localizePath("/about-us", locale),
        localeSettings[locale].hreflang,
      ]),
    );
    expect(links.at(-1)).toHaveAttribute("href", "/xx/about-us");
  });

  it("is an alternate of every page, in its head", () => {
    const meta = pageMeta({ title: "T", description: "D", imageAlt: "A", path: "/privacy", locale: "en" });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "xx",
      href: absoluteUrl("/xx/privacy"),
    });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "xx_XX" });
    expect(alternateUrls("/").map(({ hreflang }) => hreflang)).toEqual([
      ...locales.map((locale) => localeSettings[locale].hreflang),
      "x-default",
    ]);
  });

  it("has its pages in the sitemap, each listing every language", () => {
    const sitemap = seoFiles("https://example.com")["sitemap.xml"];
    expect(sitemap).toContain("<loc>https://example.com/xx/destinations</loc>");
    expect(sitemap).toContain("<loc>https://example.com/xx</loc>");
    const aboutUs = sitemap.match(/<url>\s*<loc>https:\/\/example\.com\/xx\/about-us<\/loc>[\s\S]*?<\/url>/)![0];
    expect(aboutUs.match(/hreflang="[^"]+"/g)).toEqual(
      [...locales.map((locale) => localeSettings[locale].hreflang), "x-default"].map(
        (hreflang) => `hreflang="${hreflang}"`,
      ),
    );
  });
});
