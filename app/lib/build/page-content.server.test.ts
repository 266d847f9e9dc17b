import { describe, expect, it } from "vitest";
import { localeOfRequest, pagePathOfRequest, shellContent } from "./page-content.server";

describe("pagePathOfRequest", () => {
  it("reads the page's path from a pre-rendered page's request and from its route data file's", () => {
    const at = (path: string) => pagePathOfRequest(new Request(`https://example.com${path}`));
    expect(at("/_.data")).toBe("/");
    expect(at("/hi/_.data")).toBe("/hi");
    expect(at("/destinations/georgia/")).toBe("/destinations/georgia");
    expect(at("/destinations/georgia.data")).toBe("/destinations/georgia");
    expect(at("/hi/destinations/georgia.data")).toBe("/hi/destinations/georgia");
  });
});

describe("localeOfRequest", () => {
  it("reads the language from a page's path and from its route data file's", () => {
    const at = (path: string) => localeOfRequest(new Request(`https://example.com${path}`));
    expect(at("/")).toBe("en");
    expect(at("/_.data")).toBe("en");
    expect(at("/about-us.data")).toBe("en");
    expect(at("/hi")).toBe("hi");
    expect(at("/hi.data")).toBe("hi");
    expect(at("/hi/_.data")).toBe("hi");
    expect(at("/hi/about-us.data")).toBe("hi");
  });
});

describe("shellContent", () => {
  it("holds the shell's words in one language, without the pages' meta", () => {
    const shell = shellContent("hi");
    expect(shell.skipLink).toBe("मुख्य सामग्री पर जाएँ");
    expect(shell.supportChannels.map(({ id }) => id)).toEqual(["whatsapp", "email"]);
    expect(shell).not.toHaveProperty("homeTitle");
    expect(shell).not.toHaveProperty("shareImageAlt");
  });
});
