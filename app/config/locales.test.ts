import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  localeOf,
  locales,
  localeSettings,
  localeShareSettings,
  localizePath,
  mapLocales,
  otherLocales,
  pseudoLocale,
  unlocalizedPath,
} from "./locales";

describe("locales", () => {
  it("has English at the root as the default and Hindi under /hi; the tests add their pseudo-locale", () => {
    expect(locales.slice(0, 2)).toEqual(["en", "hi"]);
    expect(locales.at(-1)).toBe(pseudoLocale);
    expect(defaultLocale).toBe("en");
    expect(localeSettings.en).toMatchObject({ prefix: "", htmlLang: "en-IN", hreflang: "en" });
    expect(localeSettings.hi).toMatchObject({ prefix: "/hi", htmlLang: "hi", hreflang: "hi" });
    expect(localeShareSettings.en).toEqual({ ogLocale: "en_IN", shareImage: "/og-image.png" });
    expect(localeShareSettings.hi).toEqual({ ogLocale: "hi_IN", shareImage: "/og-image-hi.png" });
    expect(localeSettings.hi.name).toBe("हिंदी");
    expect(localeSettings[pseudoLocale]).toMatchObject({ prefix: "/en-xa", htmlLang: "en-XA", script: "Latn" });
  });

  it("puts every other site language under its code, named in its own script, shared in India with its own image", () => {
    for (const locale of locales.filter((each) => each !== defaultLocale && each !== pseudoLocale)) {
      const { prefix, htmlLang, hreflang, name, script } = localeSettings[locale];
      expect({ prefix, htmlLang, hreflang }, locale).toEqual({
        prefix: `/${locale}`,
        htmlLang: locale,
        hreflang: locale,
      });
      expect(name, locale).toMatch(new RegExp(`^[\\p{Script=${script}}\\p{M}\\s]+$`, "u"));
      expect(localeShareSettings[locale], locale).toEqual({
        ogLocale: `${locale}_IN`,
        shareImage: `/og-image-${locale}.png`,
      });
      expect(
        existsSync(path.join(import.meta.dirname, "../../public", localeShareSettings[locale].shareImage)),
        locale,
      ).toBe(true);
    }
  });
});

describe("otherLocales", () => {
  it("is every language but the given one", () => {
    for (const locale of locales) {
      expect(otherLocales(locale)).toEqual(locales.filter((other) => other !== locale));
      expect(otherLocales(locale)).toHaveLength(locales.length - 1);
    }
  });
});

describe("localeOf", () => {
  it("is Hindi for /hi and the paths under it", () => {
    expect(localeOf("/hi")).toBe("hi");
    expect(localeOf("/hi/")).toBe("hi");
    expect(localeOf("/hi/about-us")).toBe("hi");
    expect(localeOf("/hi/destinations")).toBe("hi");
    expect(localeOf("/hi#faq")).toBe("hi");
  });

  it("is English for the root, its pages and paths that only start with the letters hi", () => {
    expect(localeOf("/")).toBe("en");
    expect(localeOf("/about-us")).toBe("en");
    expect(localeOf("/hindi")).toBe("en");
    expect(localeOf("/hi-there")).toBe("en");
    expect(localeOf("/destinations/hi")).toBe("en");
    expect(localeOf("")).toBe("en");
  });
});

describe("localizePath", () => {
  it("puts a site path under /hi, the home page and its fragments without a slash before them", () => {
    expect(localizePath("/", "hi")).toBe("/hi");
    expect(localizePath("/#faq", "hi")).toBe("/hi#faq");
    expect(localizePath("/about-us", "hi")).toBe("/hi/about-us");
    expect(localizePath("/destinations", "hi")).toBe("/hi/destinations");
    expect(localizePath("/404", "hi")).toBe("/hi/404");
  });

  it("leaves English paths as they are", () => {
    for (const path of ["/", "/#faq", "/about-us", "/destinations", "/404"]) {
      expect(localizePath(path, "en"), path).toBe(path);
    }
  });
});

describe("unlocalizedPath", () => {
  it("drops the language prefix", () => {
    expect(unlocalizedPath("/hi")).toBe("/");
    expect(unlocalizedPath("/hi/")).toBe("/");
    expect(unlocalizedPath("/hi/about-us")).toBe("/about-us");
    expect(unlocalizedPath("/hi#faq")).toBe("/#faq");
  });

  it("leaves English paths as they are", () => {
    expect(unlocalizedPath("/")).toBe("/");
    expect(unlocalizedPath("/about-us")).toBe("/about-us");
    expect(unlocalizedPath("/hindi")).toBe("/hindi");
  });

  it("undoes localizePath in every language", () => {
    for (const locale of locales) {
      for (const path of ["/", "/#faq", "/about-us", "/destinations", "/travel-news", "/privacy", "/404"]) {
        const localized = localizePath(path, locale);
        expect(localeOf(localized), localized).toBe(locale);
        expect(unlocalizedPath(localized), localized).toBe(path);
      }
    }
  });
});

describe("mapLocales", () => {
  it("computes one value per language, keyed by language", () => {
    const seen: string[] = [];
    const mapped = mapLocales((locale) => {
      seen.push(locale);
      return `${locale}:${localeSettings[locale].prefix}`;
    });
    expect(mapped).toMatchObject({ en: "en:", hi: "hi:/hi" });
    expect(Object.keys(mapped)).toEqual([...locales]);
    expect(seen).toEqual([...locales]);
  });
});
