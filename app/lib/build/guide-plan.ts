// Build time only: the guide's loader (guide-view.server.ts) builds the five parts of a guide a
// traveller can act on (decision 0019) into one language's words.
import { type Locale, localeSettings } from "../../config/locales.ts";
import { whatsappShareHref } from "../../config/site.ts";
import type { GuideText } from "../../content/destination-guides.ts";
import type { Currency, ExchangeRate, GuideFacts } from "../../content/facts.ts";
import type { GuidePageText } from "../../content/guide-page.ts";
import type { FactEvidence } from "./fact-dating.ts";
import { type ApplyWindowDays, hasFigures } from "../logic/apply-window.ts";
import { formatGuideDate } from "../logic/guide-date.ts";
import { fillTemplate } from "../logic/template.ts";

/** A fact as the page states it (guide-view.server.ts). */
interface FactLine {
  dating: string;
  confirmAt: string;
  evidence: FactEvidence;
}

/** What the parts are built from: one guide's facts and words, the page's words, the rupee's rates. */
export interface PlanSources {
  facts: GuideFacts;
  text: GuideText;
  page: GuidePageText;
  rates: Partial<Record<Currency, ExchangeRate>>;
  locale: Locale;
  /** The destination's name in the language. */
  name: string;
  /** A fact of the guide, dated as the page dates it. */
  fact: (id: string) => FactLine;
}

/** Rupees as India writes them, in every language: 8,210; 1,02,340. */
const rupeeDigits = new Intl.NumberFormat("en-IN");

/** An amount converted at a rate, rounded to the nearest 10 rupees, as a decimal string. */
export function convertToRupees(amount: number, rupeesPerUnit: number): string {
  return rupeeDigits.format(Math.round((amount * rupeesPerUnit) / 10) * 10);
}

const hostOf = (url: string | null) => (url === null ? null : new URL(url).host);

/** An amount in its currency, as the page's words write it: the portals' fee line and the plan's costs. */
export function money(
  template: string,
  amount: number,
  currency: Currency,
  { page, locale }: Pick<PlanSources, "page" | "locale">,
): string {
  return fillTemplate(template, {
    amount: new Intl.NumberFormat(localeSettings[locale].htmlLang).format(amount),
    currency: page.currencies[currency],
  });
}

/**
 * Each cost in its currency, dated by its fact, and in rupees: as an official source publishes
 * them, else converted at the dated reference rate, else a line saying no rate is published.
 */
function costs(sources: PlanSources) {
  const { facts, text, page, rates, locale } = sources;
  const items = facts.costs.map((cost) => {
    const { dating, evidence } = sources.fact(cost.fact);
    const rate = rates[cost.currency];
    const rupees =
      cost.amount === null || cost.amount === 0 || cost.currency === "INR"
        ? null
        : cost.inr
          ? {
              text: fillTemplate(page.costs.published, { rupees: rupeeDigits.format(cost.inr.amount) }),
              source: sources.fact(cost.inr.fact).confirmAt,
            }
          : rate && rate.date !== null
            ? {
                text: fillTemplate(page.costs.rupees, {
                  rupees: convertToRupees(cost.amount, rate.rupees),
                  date: formatGuideDate(rate.date, locale),
                }),
                source: rate.confirmAt,
              }
            : { text: fillTemplate(page.costs.noRate, { currency: page.currencies[cost.currency] }), source: null };
    return {
      id: cost.id,
      label: text.costs[cost.id]!,
      amount:
        cost.amount === null
          ? page.costs.amountNotKnown
          : cost.amount === 0
            ? page.beforeYouFly.free
            : money(page.costs.amount, cost.amount, cost.currency, sources),
      dating,
      evidence,
      rupees,
    };
  });
  return { items, ourFee: page.costs.ourFee };
}

/** The window in words, its figures for the planner (none where it has no figure) and the facts it rests on. */
function applyWindow({ facts, text, fact }: PlanSources) {
  const { facts: basis, ...days } = facts.applyWindow;
  return {
    ...text.applyWindow,
    days: hasFigures(days) ? (days satisfies ApplyWindowDays) : null,
    facts: [...new Set(basis)].map(fact),
  };
}

function steps({ facts, text }: PlanSources) {
  return facts.steps.map(({ id, url }) => ({ id, ...text.steps[id]!, url, host: hostOf(url) }));
}

/** Each step between the visa and the border, with its fee, free or not known; and the look-alike sites. */
function beforeYouFly(sources: PlanSources) {
  const { facts, text, page } = sources;
  return {
    items: facts.beforeYouFly.map(({ id, url, fee }) => ({
      id,
      ...text.beforeYouFly[id]!,
      url,
      host: hostOf(url),
      fee:
        fee === null
          ? page.beforeYouFly.feeNotKnown
          : fee === "free"
            ? page.beforeYouFly.free
            : money(page.beforeYouFly.fee, fee.amount, fee.currency, sources),
    })),
    lookAlikes: facts.lookAlikes.map(({ host }) => host),
  };
}

/** The checklist's items, the official list they come from (or null), and a WhatsApp message of them. */
function checklist(sources: PlanSources) {
  const { facts, text, page, name } = sources;
  const items = facts.documents.items.map(({ id }) => text.checklist[id]!);
  const message = fillTemplate(page.checklist.whatsappMessage, {
    name,
    list: items.map((item) => `• ${item}`).join("\n"),
  });
  return {
    items,
    source: facts.documents.list === null ? null : sources.fact(facts.documents.list),
    // To whoever the visitor picks: the list is theirs to keep or pass on.
    whatsapp: whatsappShareHref(message),
  };
}

/** The five parts of a guide a traveller can act on. */
export function guidePlan(sources: PlanSources) {
  return {
    costs: costs(sources),
    applyWindow: applyWindow(sources),
    steps: steps(sources),
    beforeYouFly: beforeYouFly(sources),
    checklist: checklist(sources),
  };
}

export type GuidePlan = ReturnType<typeof guidePlan>;
