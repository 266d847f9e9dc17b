// Relative imports with extensions: build-time helpers that the build's scripts import use this.
import { type Locale, localeSettings } from "../../config/locales.ts";

/**
 * The one place the site writes dates and numbers in a language's words, always in the digits
 * 0-9: ICU's default for some languages is their own digits (Bengali "৩১ ডিসেম্বর, ২০২৬"),
 * which every style guide rules out (docs/bengali-style-guide.md, Dates, numbers and money).
 */
const latinDigits = { numberingSystem: "latn" } as const;

/**
 * An ISO date (YYYY-MM-DD) written out: "31 December 2026", "31 दिसंबर 2026", "31 ডিসেম্বর 2026".
 * ICU's order and words, without its comma before the year where the language's settings drop
 * it (`dateWithoutComma`).
 */
export function formatDate(date: string, locale: Locale): string {
  const { htmlLang, dateWithoutComma } = localeSettings[locale];
  const parts = new Intl.DateTimeFormat(htmlLang, {
    ...latinDigits,
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  return parts
    .map((part, index) =>
      dateWithoutComma && part.type === "literal" && parts[index + 1]?.type === "year"
        ? part.value.replace(",", "")
        : part.value,
    )
    .join("");
}

/** A month (1 to 12) by its name in the language: "April", "अप्रैल". */
export function formatMonth(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(localeSettings[locale].htmlLang, { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
}

/** A number as the language groups it ("1,23,456" in Indian languages, "123,456" in the pseudo-locale). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeSettings[locale].htmlLang, latinDigits).format(value);
}

const indianGrouping = new Intl.NumberFormat("en-IN", latinDigits);

/** Rupees as India writes them, in every language: 8,210; 1,02,340. */
export function formatRupees(value: number): string {
  return indianGrouping.format(value);
}

/**
 * A template that places "{currency}" and "{amount}" side by side ("{currency} {amount}",
 * "{amount} {currency}") with a no-break space between them, so a line never ends there.
 */
export function amountKeptTogether(template: string): string {
  return template.replace(/\{currency\} \{amount\}|\{amount\} \{currency\}/g, (pair) => pair.replace(" ", "\u00a0"));
}
