import { describe, expect, it } from "vitest";
import { locales, localeSettings } from "../../app/config/locales";
import { addressOf, pageFileOf, siteManifest } from "./build-files.mjs";

describe("page files and their addresses", () => {
  it("names each page's file after its address, so hosts serve it there without a redirect", () => {
    for (const [address, file] of [
      ["/", "index.html"],
      ["/about-us", "about-us.html"],
      ["/hi", "hi.html"],
      ["/hi/destinations", "hi/destinations.html"],
      ["/destinations/united-states", "destinations/united-states.html"],
    ]) {
      expect(pageFileOf(address!)).toBe(file);
      expect(addressOf(file!)).toBe(address);
    }
  });
});

describe("the server's manifest", () => {
  const notFoundPages = locales.map((locale) =>
    `${localeSettings[locale].prefix.slice(1)}/404.html`.replace(/^\//, ""),
  );

  it("lists each page at its address, each language's prefix and not-found page, and the feeds", () => {
    const manifest = siteManifest(["about-us.html", "hi.html", "index.html", ...notFoundPages], ["changes.xml"]);
    expect(manifest.pages).toEqual([
      { address: "/about-us", file: "about-us.html" },
      { address: "/hi", file: "hi.html" },
      { address: "/", file: "index.html" },
    ]);
    expect(manifest.languages).toEqual(
      locales.map((locale, index) => ({
        locale,
        prefix: localeSettings[locale].prefix,
        notFoundPage: notFoundPages[index],
      })),
    );
    expect(manifest.languages).toContainEqual({ locale: "hi", prefix: "/hi", notFoundPage: "hi/404.html" });
    expect(manifest.feeds).toEqual([{ address: "/changes.xml", file: "changes.xml" }]);
  });

  it("fails the build when a language has no not-found page", () => {
    expect(() => siteManifest(["index.html", "404.html"], [])).toThrow(/no not-found page hi\/404\.html/);
  });
});
