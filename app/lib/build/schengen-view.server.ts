// Build time only: what a Schengen guide says on which state to apply to, and its helper's props.
import { type Locale, localeSettings, localizePath } from "~/config/locales";
import { guidePath } from "~/config/pages";
import type { DestinationSlug } from "~/content/destination-photos";
import { schengen } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { factDating, factEvidence } from "./fact-dating";

/** A Schengen state as the helper lists it: its name in the page's language and our guide to it, if any. */
interface SchengenState {
  code: string;
  name: string;
  /** Our guide's address in the page's language, or null where we have none. */
  guide: string | null;
}

/**
 * The rule on which Schengen state to apply to, dated by its evidence, and the helper's props,
 * for a guide to a Schengen state (shared.json's `schengen.members`); null for any other guide.
 * The states' names come from the language's own data (Intl.DisplayNames), in its order.
 */
export function schengenView(slug: DestinationSlug, locale: Locale) {
  const home = schengen.members.find(({ guide }) => guide === slug);
  if (home === undefined) return null;
  const { heading, rule, by, helper } = guidePage[locale].schengen;
  const { htmlLang } = localeSettings[locale];
  const names = new Intl.DisplayNames(htmlLang, { type: "region" });
  const order = new Intl.Collator(htmlLang);
  const states: SchengenState[] = schengen.members
    .map(({ code, guide }) => ({
      code,
      name: names.of(code) ?? code,
      guide: guide === null ? null : localizePath(guidePath(guide), locale),
    }))
    .sort((a, b) => order.compare(a.name, b.name));
  return {
    heading,
    rule,
    dating: factDating(schengen.whereToApply, by, locale),
    evidence: factEvidence(schengen.whereToApply, locale),
    helper: { words: helper, states, homeCountry: home.code, lang: htmlLang },
  };
}

export type SchengenView = NonNullable<ReturnType<typeof schengenView>>;
