import * as matchers from "@testing-library/jest-dom/matchers";
import { expect } from "vitest";
import "@testing-library/jest-dom/vitest";

/**
 * jest-dom collapses the element's whitespace, no-break spaces included, before it compares;
 * the expected text is collapsed the same way, so text that keeps a date on one line with
 * no-break spaces ("9 December 2024", decision 0019) reads as the page reads.
 */
expect.extend({
  toHaveTextContent(element: Element, expected: string | RegExp, options?: { normalizeWhitespace: boolean }) {
    const collapsed = typeof expected === "string" ? expected.replace(/\s+/g, " ") : expected;
    return matchers.toHaveTextContent.call(this, element, collapsed, options);
  },
});
