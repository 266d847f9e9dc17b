// Relative imports with extensions: the change feeds, written by the build's last step
// (scripts/build/postbuild.mjs), date their entries with this too.
import type { Locale } from "../../config/locales.ts";
import type { GuideFact } from "../../content/facts.ts";
import { guidePage } from "../../content/guide-page.ts";
import { formatGuideDate } from "../logic/guide-date.ts";
import { fillTemplate } from "../logic/template.ts";

/**
 * How a fact is dated in a language, by its evidence (decision 0013): "Reported by The Star on
 * 20 December 2024", "Stated by … on a page that shows no date"; `by` names who says it.
 */
export function factDating(fact: Pick<GuideFact, "dating" | "date">, by: string, locale: Locale): string {
  const date = fact.date === null ? "" : formatGuideDate(fact.date, locale);
  return fillTemplate(guidePage[locale].dating[fact.dating], { by, date });
}
