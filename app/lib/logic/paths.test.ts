import { describe, expect, it } from "vitest";
import { isCurrentPage, normalizePathname } from "./paths";

describe("normalizePathname", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(normalizePathname("/about-us/")).toBe("/about-us");
    expect(normalizePathname("/about-us")).toBe("/about-us");
    expect(normalizePathname("/")).toBe("/");
    expect(normalizePathname("//")).toBe("/");
  });
});

describe("isCurrentPage", () => {
  it("matches the pre-rendered and the browser form of a path", () => {
    expect(isCurrentPage("/about-us/", "/about-us")).toBe(true);
    expect(isCurrentPage("/about-us", "/about-us")).toBe(true);
    expect(isCurrentPage("/", "/")).toBe(true);
  });

  it("matches whole paths only", () => {
    expect(isCurrentPage("/destinations", "/")).toBe(false);
    expect(isCurrentPage("/travel-news", "/travel")).toBe(false);
  });
});
