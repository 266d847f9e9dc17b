import { describe, expect, it } from "vitest";
import {
  type Locale,
  locales,
  localeSettings,
  localeShareSettings,
  localizePath,
  otherLocales,
} from "~/config/locales";
import { absoluteUrl, site } from "~/config/site";
import { shell } from "~/content/shell";
import { pageHead, pageMetaText } from "../build/page-content.server";
import { pageMeta, shareImage } from "./seo";

type Descriptor = Record<string, string>;

const propertyOf = (meta: Descriptor[]) => (key: "name" | "property", value: string) =>
  meta.find((tag) => tag[key] === value)?.content;
const alternatesOf = (meta: Descriptor[]) =>
  meta.filter((tag) => tag.rel === "alternate").map(({ hrefLang, href }) => ({ hrefLang, href }));
/** A page's address in every language, in the list's order, then English's as x-default. */
const everyLanguage = (path: string) => [
  ...locales.map((locale) => ({
    hrefLang: localeSettings[locale].hreflang,
    href: absoluteUrl(localizePath(path, locale)),
  })),
  { hrefLang: "x-default", href: absoluteUrl(path) },
];
/** The Open Graph locales of every language but one, in the list's order. */
const otherOgLocales = (locale: Locale) => otherLocales(locale).map((other) => localeShareSettings[other].ogLocale);

describe("pageMeta", () => {
  const meta = pageMeta({
    ...pageMetaText("en", { title: "Destinations", description: "Twelve places." }),
    path: "/destinations",
    locale: "en",
  }) as Descriptor[];
  const byProperty = propertyOf(meta);

  it("sets the branded title, description and absolute canonical URL", () => {
    expect(meta).toContainEqual({ title: "Destinations | VisaUdaan" });
    expect(byProperty("name", "description")).toBe("Twelve places.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/destinations") });
    expect(meta.filter((tag) => tag.rel === "canonical")).toHaveLength(1);
  });

  it("links the page in every language, English as x-default", () => {
    expect(alternatesOf(meta)).toEqual(everyLanguage("/destinations"));
    expect(alternatesOf(meta)).toContainEqual({ hrefLang: "hi", href: absoluteUrl("/hi/destinations") });
    expect(alternatesOf(meta).at(-1)).toEqual({ hrefLang: "x-default", href: absoluteUrl("/destinations") });
  });

  it("adds Open Graph tags that repeat the title, description and URL with the share image", () => {
    expect(byProperty("property", "og:type")).toBe("website");
    expect(byProperty("property", "og:site_name")).toBe(site.name);
    expect(byProperty("property", "og:locale")).toBe("en_IN");
    expect(meta.filter((tag) => tag.property === "og:locale:alternate").map((tag) => tag.content)).toEqual(
      otherOgLocales("en"),
    );
    expect(otherOgLocales("en")).toContain("hi_IN");
    expect(byProperty("property", "og:title")).toBe("Destinations | VisaUdaan");
    expect(byProperty("property", "og:description")).toBe("Twelve places.");
    expect(byProperty("property", "og:url")).toBe(absoluteUrl("/destinations"));
    expect(byProperty("property", "og:image")).toBe(absoluteUrl("/og-image.png"));
    expect(byProperty("property", "og:image:width")).toBe(String(shareImage.width));
    expect(byProperty("property", "og:image:height")).toBe(String(shareImage.height));
    expect(byProperty("property", "og:image:alt")).toBe(shell.en.shareImageAlt);
  });

  it("adds a large-image Twitter card", () => {
    expect(byProperty("name", "twitter:card")).toBe("summary_large_image");
    expect(byProperty("name", "twitter:title")).toBe("Destinations | VisaUdaan");
    expect(byProperty("name", "twitter:image")).toBe(absoluteUrl("/og-image.png"));
  });

  it("gives the home page the brand title", () => {
    const home = pageMetaText("en", { description: "Home." });
    expect(home.title).toBe("VisaUdaan: Online Visa Applications for Indian Travellers");
    expect(pageMeta({ ...home, path: "/", locale: "en" })).toContainEqual({ title: home.title });
  });
});

describe("pageMeta in Hindi", () => {
  const meta = pageMeta({
    ...pageMetaText("hi", { title: "गंतव्य", description: "बारह जगहें।" }),
    path: "/destinations",
    locale: "hi",
  }) as Descriptor[];
  const byProperty = propertyOf(meta);

  it("sets the branded Hindi title and the canonical URL under /hi", () => {
    expect(meta).toContainEqual({ title: "गंतव्य | VisaUdaan" });
    expect(byProperty("name", "description")).toBe("बारह जगहें।");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/hi/destinations") });
    expect(byProperty("property", "og:url")).toBe(absoluteUrl("/hi/destinations"));
  });

  it("links the same alternates as the English page, English as x-default", () => {
    expect(alternatesOf(meta)).toEqual(everyLanguage("/destinations"));
    expect(alternatesOf(meta)).toContainEqual({ hrefLang: "hi", href: absoluteUrl("/hi/destinations") });
    expect(alternatesOf(meta).at(-1)).toEqual({ hrefLang: "x-default", href: absoluteUrl("/destinations") });
  });

  it("sets the Hindi Open Graph locale with the other languages as alternates", () => {
    expect(byProperty("property", "og:locale")).toBe("hi_IN");
    expect(meta.filter((tag) => tag.property === "og:locale:alternate").map((tag) => tag.content)).toEqual(
      otherOgLocales("hi"),
    );
    expect(otherOgLocales("hi")[0]).toBe("en_IN");
    expect(byProperty("property", "og:image:alt")).toBe(shell.hi.shareImageAlt);
    expect(byProperty("name", "twitter:image:alt")).toBe(shell.hi.shareImageAlt);
  });

  it("gives the Hindi home page its Hindi brand title and the /hi URL", () => {
    const text = pageMetaText("hi", { description: "होम।" });
    expect(text.title).toBe(shell.hi.homeTitle);
    expect(text.title).toMatch(new RegExp(`^${site.name}: .*[\\u0905-\\u0939]`));
    expect(text.title).not.toBe(pageMetaText("en", { description: "Home." }).title);
    const home = pageMeta({ ...text, path: "/", locale: "hi" }) as Descriptor[];
    expect(home).toContainEqual({ title: shell.hi.homeTitle });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/hi") });
    expect(alternatesOf(home)).toEqual(everyLanguage("/"));
    expect(alternatesOf(home)).toContainEqual({ hrefLang: "hi", href: absoluteUrl("/hi") });
  });
});

describe("pageHead", () => {
  // As each language's page file builds it, at build time.
  const at = (pathname: string) =>
    (pathname.startsWith("/hi")
      ? pageHead("hi", "/about-us", { title: "हमारे बारे में", description: "hi" })
      : pageHead("en", "/about-us", { title: "About Us", description: "en" })) as Descriptor[];

  it("builds the page's head tags in its language, at the path it is shown at", () => {
    expect(at("/about-us")).toContainEqual({ title: "About Us | VisaUdaan" });
    expect(at("/about-us")).toContainEqual({ tagName: "link", rel: "canonical", href: absoluteUrl("/about-us") });
    expect(at("/hi/about-us")).toContainEqual({ title: "हमारे बारे में | VisaUdaan" });
    expect(at("/hi/about-us")).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: absoluteUrl("/hi/about-us"),
    });
    expect(propertyOf(at("/hi/about-us"))("name", "description")).toBe("hi");
  });
});
