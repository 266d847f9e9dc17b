import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { faq } from "./faq";

describe("faq", () => {
  it("answers the four required questions, in order, in every language", () => {
    for (const locale of locales) {
      expect(faq[locale].items.map((item) => item.id)).toEqual([
        "processing-time",
        "mobile",
        "data-security",
        "support",
      ]);
    }
  });

  it("states the claimed processing range", () => {
    const processingTime = faq.en.items.find((item) => item.id === "processing-time");
    expect(processingTime?.answer).toMatch(/24 hours up to 7-15 working days/);
    expect(processingTime?.answer).toMatch(/country and the type of visa/);
    expect(faq.hi.items[0]?.answer).toMatch(/24 घंटे/);
    expect(faq.hi.items[0]?.answer).toMatch(/7-15/);
  });

  it("keeps answers as plain text for the FAQPage structured data", () => {
    for (const locale of locales) {
      for (const item of faq[locale].items) {
        expect(item.question).toMatch(/\?$/);
        expect(item.answer).not.toMatch(/[<>]/);
        expect(item.answer.length).toBeGreaterThan(40);
      }
    }
  });
});
