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

/** A link a page shows beside a fact: where it goes and what it says. */
interface EvidenceLink {
  href: string;
  text: string;
}

/** Where a fact was taken from and where to confirm it, as a page links them (decision 0022). */
export interface FactEvidence {
  /** Each page the fact quotes, the one whose date is the fact's first: "business-standard.com, 9 December 2024". */
  sources: EvidenceLink[];
  /** The official page to confirm it on, named for its site; null when a source is that page. */
  confirm: EvidenceLink | null;
}

/** The name of the official site at an address, in a language: "ICP's site" (guide-page.json's `officialSites`). */
function officialSiteName(address: string, locale: Locale): string {
  const host = new URL(address).host;
  const name = (guidePage[locale].officialSites as Record<string, string>)[host];
  // destination-guides.ts checks, as the site builds, that every confirmAt host has its name.
  if (name === undefined) throw new Error(`guide-page.json: officialSites has no "${host}"`);
  return name;
}

const samePage = (a: string, b: string) => new URL(a).href === new URL(b).href;

/**
 * A fact's sources named by the site they are on and their date, "official page" only for an
 * official or embassy source, and the official page to confirm it on (decision 0022). A card,
 * short of room, takes only the source that dates the fact (`datedOnly`); its guide lists all.
 */
export function factEvidence(
  fact: Pick<GuideFact, "date" | "evidence" | "confirmAt">,
  locale: Locale,
  { datedOnly = false } = {},
): FactEvidence {
  const words = guidePage[locale].evidence;
  const dating = fact.evidence.find((source) => source.date === fact.date) ?? fact.evidence[0]!;
  const ordered = [dating, ...(datedOnly ? [] : fact.evidence.filter((source) => source !== dating))].filter(
    (source, index, all) => all.findIndex((other) => samePage(other.url, source.url)) === index,
  );
  const sources = ordered.map(({ url, date, kind }) => {
    const host = new URL(url).host.replace(/^www\./, "");
    const site =
      kind === "official"
        ? fillTemplate(words.officialPage, { host })
        : kind === "embassy"
          ? fillTemplate(words.embassyPage, { host })
          : host;
    const text =
      date === null
        ? fillTemplate(words.undated, { site })
        : fillTemplate(words.dated, { site, date: formatGuideDate(date, locale) });
    return { href: url, text };
  });
  const confirm = ordered.some(({ url }) => samePage(url, fact.confirmAt))
    ? null
    : { href: fact.confirmAt, text: fillTemplate(words.confirm, { site: officialSiteName(fact.confirmAt, locale) }) };
  return { sources, confirm };
}
