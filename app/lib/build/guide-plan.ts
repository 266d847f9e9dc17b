// Build time only: the guide's view (guide-view.server.ts) builds the five parts of a guide a
// traveller can act on (decision 0019) into one language's words.
import type { Locale } from "../../config/locales.ts";
import { whatsappShareHref } from "../../config/site.ts";
import type { GuideText } from "../../content/destination-guides.ts";
import { type EcbRates, ecbRatesPage, quotedByEcb } from "../../content/exchange-rates.ts";
import {
  type ChecklistPath,
  type ChecklistSituation,
  type Currency,
  type CurrencyPeg,
  type GuideFacts,
  checklistPaths,
  checklistSituations,
} from "../../content/facts.ts";
import type { GuidePageText } from "../../content/guide-page.ts";
import type { FactEvidence } from "./fact-dating.ts";
import { type AimFigures, type ApplyWindowDays, daysBefore, hasFigures } from "../logic/apply-window.ts";
import { formatGuideDate } from "../logic/guide-date.ts";
import { amountKeptTogether, formatNumber, formatRupees } from "../logic/locale-format.ts";
import { type PartyCost, type RupeeRule, adultAge, roundedRupees } from "../logic/party-costs.ts";
import { fillTemplate } from "../logic/template.ts";

/** A fact as the page states it (guide-view.server.ts). */
interface FactLine {
  dating: string;
  evidence: FactEvidence;
}

/** The rates a fee in another currency is estimated in rupees with. */
export interface RupeeRates {
  /** The ECB's euro reference rates (content/exchange-rates.ts). */
  ecb: EcbRates;
  /** Currencies fixed to another (facts.ts's `currencyPegs`). */
  pegs: Partial<Record<Currency, CurrencyPeg>>;
}

/** What the parts are built from: one guide's facts and words, the page's words, the rates and the build's day. */
export interface PlanSources {
  facts: GuideFacts;
  text: GuideText;
  page: GuidePageText;
  rates: RupeeRates;
  /** The build's day in India (YYYY-MM-DD), against which a rate is current or not. */
  today: string;
  locale: Locale;
  /** The destination's name in the language. */
  name: string;
  /** A fact of the guide, dated as the page dates it. */
  fact: (id: string) => FactLine;
}

/** An amount converted at a rate, rounded to the nearest 10 rupees (an estimate: no false precision), as India writes it. */
export function convertToRupees(amount: number, rupeesPerUnit: number): string {
  return formatRupees(roundedRupees(amount * rupeesPerUnit));
}

const hostOf = (url: string | null) => (url === null ? null : new URL(url).host);

/** An amount in its currency, as the page's words write it: the portals' fee line and the plan's costs. */
export function money(
  template: string,
  amount: number,
  currency: Currency,
  { page, locale }: Pick<PlanSources, "page" | "locale">,
): string {
  return fillTemplate(amountKeptTogether(template), {
    amount: formatNumber(amount, locale),
    currency: page.currencies[currency],
  });
}

/** A rate older than this, in days on the build's day in India, is not used (the site is rebuilt every morning). */
const longestRateAgeDays = 7;

/**
 * Rupees per unit of a currency on `today`: through the euro at the ECB's reference rates (a
 * pegged currency through the one it is fixed to); `notCurrent` while the rates are missing or
 * older than a week; `none` for a currency the ECB publishes no rate for.
 */
export function rupeeRate(
  currency: Currency,
  { ecb, pegs }: RupeeRates,
  today: string,
): { kind: "rate"; rupees: number; date: string; peg: CurrencyPeg | null } | { kind: "notCurrent" } | { kind: "none" } {
  const peg = pegs[currency] ?? null;
  const quoted = peg ? peg.to : currency;
  if (!quotedByEcb(quoted)) return { kind: "none" };
  if (ecb.date === null || ecb.date < daysBefore(today, longestRateAgeDays)) return { kind: "notCurrent" };
  // The file's schema holds every currency of the list while it has a date.
  const quotedPerEuro = quoted === "EUR" ? 1 : ecb.perEuro[quoted]!;
  const rupees = ecb.perEuro.INR! / quotedPerEuro / (peg ? peg.units : 1);
  return { kind: "rate", rupees, date: ecb.date, peg };
}

/**
 * A cost in rupees: as a source publishes them (dated by its fact), else estimated at the ECB's
 * reference rate of a date (with the peg it goes through), else why there is no estimate.
 */
export function costInRupees(
  cost: Pick<GuideFacts["costs"][number], "amount" | "currency" | "inr">,
  sources: Pick<PlanSources, "page" | "rates" | "today" | "locale" | "fact">,
): { text: string; dating: string | null; links: { href: string; label: string }[] } | null {
  const { page, rates, today, locale } = sources;
  if (cost.amount === null || cost.amount === 0 || cost.currency === "INR") return null;
  if (cost.inr) {
    const { dating, evidence } = sources.fact(cost.inr.fact);
    return {
      text: fillTemplate(page.costs.published, { rupees: formatRupees(cost.inr.amount) }),
      dating,
      links: [{ href: evidence.sources[0]!.href, label: page.costs.publishedSource }],
    };
  }
  const rate = rupeeRate(cost.currency, rates, today);
  if (rate.kind === "none")
    return {
      text: fillTemplate(page.costs.noRate, { currency: page.currencies[cost.currency] }),
      dating: null,
      links: [],
    };
  if (rate.kind === "notCurrent") return { text: page.costs.noCurrentRate, dating: null, links: [] };
  const words = {
    rupees: convertToRupees(cost.amount, rate.rupees),
    date: formatGuideDate(rate.date, locale),
    currency: page.currencies[cost.currency],
  };
  const ecbLink = { href: ecbRatesPage, label: page.costs.rateSource };
  return rate.peg
    ? {
        text: fillTemplate(page.costs.rupeesPegged, { ...words, anchor: page.currencies[rate.peg.to] }),
        dating: null,
        links: [ecbLink, { href: rate.peg.confirmAt, label: fillTemplate(page.costs.pegSource, words) }],
      }
    : { text: fillTemplate(page.costs.rupees, words), dating: null, links: [ecbLink] };
}

/** Whom a cost is charged for, in words: "Per person", "For each child aged 6 to 11", "Not known whether …". */
function basisWords(cost: GuideFacts["costs"][number], { page, locale }: PlanSources): string {
  const words = page.costs.basis;
  const number = (value: number) => formatNumber(value, locale);
  if (cost.ages) {
    const { from, to } = cost.ages;
    if (to === null) return fillTemplate(words.agesFrom, { from: number(from) });
    if (from === 0) return fillTemplate(words.agesUnder, { below: number(to + 1) });
    // A span reaching adulthood (Canada's biometrics, 14 to 79) is for people, not children.
    return fillTemplate(to < adultAge ? words.agesBetween : words.agesSpan, { from: number(from), to: number(to) });
  }
  return cost.limits ? words.limit : words[cost.basis];
}

/**
 * A cost's rupees for the party's sum, by the page's rule (`costInRupees`): a fee in rupees, the
 * rupees published, else the ECB estimate, else none; and the words a figure is written in,
 * `{rupees}` left to fill. Why there is none the island reads from the cost's line, as it does
 * the cost's label: a page carries its words once (decision 0024).
 */
function partyRupees(
  cost: GuideFacts["costs"][number],
  { page, rates, today, locale }: PlanSources,
): { rule: RupeeRule; words: string | null } {
  if (cost.currency === "INR") return { rule: { kind: "inr" }, words: null };
  if (cost.inr) return { rule: { kind: "published", each: cost.inr.amount }, words: page.costs.published };
  const rate = rupeeRate(cost.currency, rates, today);
  if (rate.kind !== "rate") return { rule: { kind: "none" }, words: null };
  const words = { date: formatGuideDate(rate.date, locale), currency: page.currencies[cost.currency] };
  return {
    rule: { kind: "estimate", perUnit: rate.rupees },
    words: rate.peg
      ? fillTemplate(page.costs.rupeesPegged, { ...words, anchor: page.currencies[rate.peg.to] })
      : fillTemplate(page.costs.rupees, words),
  };
}

/**
 * What the "Who is travelling?" island adds up (party-costs.ts), as plain data worked out here
 * so the browser fetches no rate: every cost that is a charge and its rupees' words; null for a
 * guide with none.
 */
function party(sources: PlanSources) {
  const { facts, page, rates } = sources;
  const charged = facts.costs.filter((cost) => cost.basis !== "notACharge");
  // Nothing to add up where no charge has a figure (Georgia): the cost lines say it all.
  if (charged.every((cost) => cost.amount === null)) return null;
  const rupees = charged.map((cost) => partyRupees(cost, sources));
  return {
    costs: charged.map((cost, index): PartyCost => ({
      id: cost.id,
      basis: cost.basis,
      ages: cost.ages ?? null,
      limits: cost.limits ?? null,
      amount: cost.amount,
      currency: cost.currency,
      rupees: rupees[index]!.rule,
    })),
    rupeeWords: Object.fromEntries(charged.map(({ id }, index) => [id, rupees[index]!.words])),
    currencies: Object.fromEntries(charged.map(({ currency }) => [currency, page.currencies[currency]])),
    words: {
      ...page.party,
      // An estimate's date is the one day of rates the build has (content/rates/ecb.json).
      totalEstimate: fillTemplate(page.party.totalEstimate, {
        date: rates.ecb.date === null ? "" : formatGuideDate(rates.ecb.date, sources.locale),
      }),
      amount: page.costs.amount,
      free: page.beforeYouFly.free,
    },
  };
}

/** Each cost in its currency, whom it is charged for, dated by its fact, and in rupees as far as a source or a current rate allows. */
function costs(sources: PlanSources) {
  const { facts, text, page } = sources;
  const items = facts.costs.map((cost) => {
    const { dating, evidence } = sources.fact(cost.fact);
    return {
      id: cost.id,
      label: text.costs[cost.id]!,
      basis: basisWords(cost, sources),
      amount:
        cost.amount === null
          ? page.costs.amountNotKnown
          : cost.amount === 0
            ? page.beforeYouFly.free
            : money(page.costs.amount, cost.amount, cost.currency, sources),
      dating,
      evidence,
      rupees: costInRupees(cost, sources),
    };
  });
  // What each child needs of their own, where the evidence says so, dated by its fact.
  const children = facts.children.map(({ id, fact }) => ({ id, text: text.children[id]!, ...sources.fact(fact) }));
  return { items, ourFee: page.costs.ourFee, children, party: party(sources) };
}

/** The window in words, its figures for the planner (none where it has no figure) and the facts it rests on. */
function applyWindow({ facts, text, fact }: PlanSources) {
  const { facts: basis, longestProcessingDays, appointmentWait, peakSeason, ...days } = facts.applyWindow;
  return {
    ...text.applyWindow,
    days: hasFigures(days) ? (days satisfies ApplyWindowDays) : null,
    /** What the date to aim for counts besides the window (apply-window.ts). */
    aim: {
      longestProcessingDays,
      appointmentWaitDays:
        appointmentWait === null || appointmentWait === "notKnown" ? appointmentWait : appointmentWait.days,
      peakMonths: peakSeason?.months ?? null,
    } satisfies AimFigures,
    /** A temporary scheme's last day: a trip after it is not answered from the scheme's window. */
    schemeEndsOn: facts.endsOn,
    facts: [...new Set(basis)].map(fact),
  };
}

function steps({ facts, text }: PlanSources) {
  return facts.steps.map(({ id, url }) => ({ id, ...text.steps[id]!, url, host: hostOf(url) }));
}

/** Each step between the visa and the border, with its fee, free or not known (none for what is not a fee); and the look-alike sites. */
function beforeYouFly(sources: PlanSources) {
  const { facts, text, page } = sources;
  return {
    items: facts.beforeYouFly.map(({ id, url, fee }) => ({
      id,
      ...text.beforeYouFly[id]!,
      url,
      host: hostOf(url),
      fee:
        fee === "notAFee"
          ? null
          : fee === null
            ? page.beforeYouFly.feeNotKnown
            : fee === "free"
              ? page.beforeYouFly.free
              : money(page.beforeYouFly.fee, fee.amount, fee.currency, sources),
    })),
    lookAlikes: facts.lookAlikes.map(({ host }) => host),
  };
}

/** A group of the checklist: one way in, or "everyone" for the items every traveller needs. */
type ChecklistGroupPath = "everyone" | ChecklistPath;

/**
 * The checklist's items in groups: those for every traveller, then one group per way in (an
 * item for two ways is in both), each with its items for everyone on that way first, then those
 * for a situation (employed, self-employed, …), in the order of the facts file within each.
 */
export function checklistGroups<Item extends GuideFacts["documents"]["items"][number]>(items: readonly Item[]) {
  const pathsOf = (item: Item): readonly ChecklistGroupPath[] => item.paths ?? ["everyone"];
  return (["everyone", ...checklistPaths] as const)
    .map((path) => {
      const onPath = items.filter((item) => pathsOf(item).includes(path));
      return {
        path,
        items: onPath.filter((item) => !item.situations),
        situations: checklistSituations
          .map((situation) => ({ situation, items: onPath.filter((item) => item.situations?.includes(situation)) }))
          .filter((group) => group.items.length > 0),
      };
    })
    .filter((group) => group.items.length + group.situations.length > 0);
}

/** An item as the page and the message show it: its id (which its tick is kept under) and its words. */
interface ChecklistItem {
  id: string;
  text: string;
}

interface ChecklistGroup {
  path: ChecklistGroupPath;
  /** The way in, or null where the guide's checklist is one group. */
  heading: string | null;
  items: ChecklistItem[];
  situations: { situation: ChecklistSituation; heading: string; items: ChecklistItem[] }[];
}

/** The list as a WhatsApp message: a way in in bold, a situation in italics (WhatsApp's own marks). */
function checklistMessage(groups: readonly ChecklistGroup[]): string {
  const lines = (items: readonly ChecklistItem[]) => items.map(({ text }) => `• ${text}`);
  return groups
    .map((group) =>
      [
        ...(group.heading ? [`*${group.heading}*`] : []),
        ...lines(group.items),
        ...group.situations.flatMap(({ heading, items }) => [`_${heading}_`, ...lines(items)]),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The checklist's groups, the official list they come from (or null), and a WhatsApp message of them. */
function checklist(sources: PlanSources) {
  const { facts, text, page, name } = sources;
  const item = ({ id }: { id: string }) => ({ id, text: text.checklist[id]! });
  const grouped = checklistGroups(facts.documents.items);
  const groups: ChecklistGroup[] = grouped.map((group) => ({
    path: group.path,
    heading: grouped.length > 1 ? page.checklist.paths[group.path] : null,
    items: group.items.map(item),
    situations: group.situations.map(({ situation, items }) => ({
      situation,
      heading: page.checklist.situations[situation],
      items: items.map(item),
    })),
  }));
  const message = fillTemplate(page.checklist.whatsappMessage, { name, list: checklistMessage(groups) });
  return {
    groups,
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
