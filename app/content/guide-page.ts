import type { Localized } from "../config/locales.ts";
import type { ChecklistPath, ChecklistSituation, Currency, FactDating, RuleKind } from "./facts.ts";
import type guidePageWords from "./words/en/guide-page.json";
import { wordsOf } from "./words.ts";

/**
 * The guide page's own words, shared by every destination (`words/<locale>/guide-page.json`,
 * docs/decisions/0013). Placeholders: `{name}` the destination's name, `{label}` the rule in a
 * few words, `{date}` a date, `{by}` who says a fact, `{amount}` and `{currency}` a fee.
 * `status` words a rule that cannot be shown as today's; `labels.externalSite` follows a link
 * off the site, for screen readers; `emailSubject` is the subject of a guide's support e-mail.
 */
export type GuidePageText = NamesEvery<typeof guidePageWords>;

/**
 * Words for every rule kind, dating (decision 0013), currency, checklist path and situation the
 * facts use (facts.ts): the typecheck names a missing one.
 */
type NamesEvery<
  Words extends {
    kinds: Record<RuleKind, string>;
    dating: Record<FactDating, string>;
    currencies: Record<Currency, string>;
    checklist: { paths: Record<ChecklistPath | "everyone", string>; situations: Record<ChecklistSituation, string> };
  },
> = Words;

export const guidePage: Localized<GuidePageText> = wordsOf<GuidePageText>("guide-page");
