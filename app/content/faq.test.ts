import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { destinations } from "./destinations";
import { faq } from "./faq";
import { languageTestData, translatedLanguages } from "../../tests/language-data";
import { fromTestData } from "../../tests/pages";

/** The specification's general claim on processing times, as each language must keep it. */
const generalClaim = fromTestData(
  "from 24 hours up to 7-15 working days for most of the destinations",
  (data) => data.processingClaim,
);

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

  it("gives the processing times the destination cards give, and says the embassy decides", () => {
    for (const locale of locales) {
      const answer = faq[locale].items.find((item) => item.id === "processing-time")!.answer;
      const ranges = destinations[locale]
        .map((destination) => destination.getTime.match(/(\d+)-(\d+)/))
        .filter((range) => range !== null)
        .map(([range, from, to]) => ({ range, from: Number(from), to: Number(to) }));
      const shortest = ranges.reduce((a, b) => (b.from < a.from ? b : a));
      const longest = ranges.reduce((a, b) => (b.to > a.to ? b : a));
      expect(answer, locale).toContain(shortest.range);
      expect(answer, locale).toContain(longest.range);
      // The specification's general claim stays, for most destinations: the cards' ranges fall within it.
      expect(answer, locale).toContain(generalClaim[locale]);
    }
    const en = faq.en.items[0]!.answer;
    const varies = destinations.en.filter((destination) => destination.getTime === "Varies (Plan Ahead)");
    expect(varies.map((destination) => destination.name)).toEqual(["United States", "Canada"]);
    for (const { name } of varies) expect(en).toContain(name);
    expect(en).toMatch(/country and the type of visa/);
    expect(en).toMatch(/The embassy decides .* no one, VisaUdaan included, can guarantee a visa/);
    for (const language of translatedLanguages) {
      for (const says of languageTestData(language).processingAnswerSays) {
        expect(faq[language].items[0]!.answer, language).toMatch(new RegExp(says));
      }
    }
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
