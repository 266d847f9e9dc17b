import { describe, expect, it } from "vitest";
import { lowerHydrationPriority } from "./resource-priorities.mjs";

describe("lowerHydrationPriority", () => {
  it("gives every module preload a low fetch priority", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>';
    expect(lowerHydrationPriority(html)).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
    );
  });

  it("leaves other links and an explicit priority alone, and is idempotent", () => {
    const html =
      '<link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" fetchpriority="high" href="/x.js"/>';
    expect(lowerHydrationPriority(html)).toBe(html);
    const once = lowerHydrationPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerHydrationPriority(once)).toBe(once);
  });
});
