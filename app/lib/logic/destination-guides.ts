// Relative imports with extensions: the build's last step (scripts/build/postbuild.mjs) imports this.
import type { GuideFacts } from "../../content/facts.ts";

/**
 * Whether a guide's rule can be shown as today's (docs/decisions/0013): "ended" once a
 * temporary scheme is past its last day (the page then says it was due to end and that we are
 * confirming what replaced it), "changing" while an announced change's effect on Indian
 * passports is unconfirmed. `today` is an ISO date (YYYY-MM-DD); ISO dates compare as strings.
 */
export function ruleStatus(
  guide: Pick<GuideFacts, "endsOn" | "changing">,
  today: string,
): "current" | "ended" | "changing" {
  if (guide.endsOn !== null && today > guide.endsOn) return "ended";
  return guide.changing ? "changing" : "current";
}

/**
 * The first day after `today` on which `ruleStatus` changes, if one is known: the day after a
 * temporary scheme's last day. A page built before it carries the texts of both days, and the
 * visitor's own day picks one (lib/inline-scripts/dated-text.ts). An announced change's first day would be
 * another such day.
 */
export function nextRuleChange(guide: Pick<GuideFacts, "endsOn">, today: string): string | null {
  if (guide.endsOn === null) return null;
  const dayAfterEnd = dayAfter(guide.endsOn);
  return dayAfterEnd > today ? dayAfterEnd : null;
}

/** The ISO date after an ISO date. */
export function dayAfter(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Temporary schemes past their last day, so the build can warn that a guide needs a new source. */
export function schemesPastEnd<Slug extends string>(
  guides: Record<Slug, GuideFacts>,
  today: string,
): { slug: Slug; endsOn: string }[] {
  return (Object.entries(guides) as [Slug, GuideFacts][]).flatMap(([slug, guide]) =>
    ruleStatus(guide, today) === "ended" && guide.endsOn !== null ? [{ slug, endsOn: guide.endsOn }] : [],
  );
}

/**
 * Today in India as an ISO date: the clock the guides' end dates are read against, at build
 * time and in the visitor's browser (lib/inline-scripts/dated-text.ts). Self-contained: the
 * inline script carries its source, so it cannot call lib/logic/locale-format.ts and repeats
 * its 0-9 digits. Built from the date's parts, not from a locale's format, which differs between
 * ICU versions.
 */
export function todayInIndia(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en", {
    numberingSystem: "latn",
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}
