import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnbrokenRanges } from "./unbroken-ranges";

describe("UnbrokenRanges", () => {
  it("keeps each number range on one line and leaves the rest free to wrap", () => {
    const { container } = render(
      <p>
        <UnbrokenRanges text="சுமார் 10-15 நாள்கள், or 5 – 7 days; DS-160 and 2026" />
      </p>,
    );
    expect(container.textContent).toBe("சுமார் 10-15 நாள்கள், or 5 – 7 days; DS-160 and 2026");
    expect([...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent)).toEqual([
      "10-15",
      "5 – 7",
    ]);
  });
});
