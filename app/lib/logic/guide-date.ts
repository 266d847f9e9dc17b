// Relative imports with extensions: build-time helpers that the build's scripts import use this.
import type { Locale } from "../../config/locales.ts";
import { formatDate } from "./locale-format.ts";

/**
 * An ISO date as a guide shows it: "20 December 2024", "20 दिसंबर 2024", its spaces no-break. Apart from destination-guides.ts, whose
 * `todayInIndia` the trip planner's answer runs: in the islands' scripts only that answer,
 * loaded on demand, formats a date (docs/performance.md).
 */
export function formatGuideDate(date: string, locale: Locale): string {
  // No-break spaces: a date is never split across lines ("9 / December 2024").
  return formatDate(date, locale).replaceAll(" ", "\u00a0");
}
