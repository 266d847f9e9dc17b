import { describe, expect, it } from "vitest";
import { addressOf, pageFileOf } from "./build-files.mjs";

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

  it("keeps the not-found pages' file names: no address serves them with status 200", () => {
    expect(addressOf("404.html")).toBe("404.html");
    expect(addressOf("hi/404.html")).toBe("hi/404.html");
  });
});
