import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { languageTestData, translatedLanguages } from "../../../tests/language-data";
import { amountKeptTogether, formatDate, formatMonth, formatNumber, formatRupees } from "./locale-format";

describe("dates and numbers in a language's words", () => {
  it("writes a date as each language's style guide does", () => {
    expect(formatDate("2026-12-31", "en")).toBe("31 December 2026");
    // ICU writes Bengali "৩১ ডিসেম্বর, ২০২৬"; its style guide, "31 ডিসেম্বর 2026".
    for (const language of translatedLanguages) {
      for (const [date, written] of Object.entries(languageTestData(language).dates)) {
        expect(formatDate(date, language), language).toBe(written);
      }
    }
  });

  it("names a month as the language's dates name it", () => {
    expect(formatMonth(4, "en")).toBe("April");
    for (const locale of locales)
      for (const month of [1, 4, 7, 12]) {
        const date = `2027-${String(month).padStart(2, "0")}-15`;
        expect(formatDate(date, locale), locale).toContain(formatMonth(month, locale));
      }
  });

  it("writes amounts grouped as the language groups them, rupees as India does", () => {
    expect(formatNumber(123456.5, "en")).toBe("1,23,456.5");
    expect(formatNumber(250, "hi")).toBe("250");
    expect(formatNumber(1500, "bn")).toBe("1,500");
    expect(formatNumber(123456, "bn")).toBe("1,23,456");
    expect(formatRupees(102350)).toBe("1,02,350");
  });

  it("uses the digits 0-9 in every language", () => {
    for (const locale of locales) {
      const written = `${formatDate("2026-12-31", locale)} ${formatNumber(1234567.89, locale)}`;
      expect(written, locale).toMatch(/^[^\p{Nd}]*(?:[0-9][^\p{Nd}]*)+$/u);
    }
  });
});

describe("amountKeptTogether", () => {
  it("joins a currency and its amount with a no-break space, either way round, and nothing else", () => {
    expect(amountKeptTogether("Fee there: {currency} {amount}")).toBe("Fee there: {currency}\u00a0{amount}");
    expect(amountKeptTogether("{amount} {currency} देना होगा")).toBe("{amount}\u00a0{currency} देना होगा");
  });
});
