import { describe, expect, it } from "vitest";
import { faqs } from "./faq";

describe("faqs", () => {
  it("answers the four required questions, in order", () => {
    expect(faqs.map((faq) => faq.id)).toEqual(["processing-time", "mobile", "data-security", "support"]);
  });

  it("states the claimed processing range", () => {
    const processingTime = faqs.find((faq) => faq.id === "processing-time");
    expect(processingTime?.answer).toMatch(/24 hours up to 7-15 working days/);
    expect(processingTime?.answer).toMatch(/country and the type of visa/);
  });

  it("keeps answers as plain text for the FAQPage structured data", () => {
    for (const faq of faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer).not.toMatch(/[<>]/);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
  });
});
