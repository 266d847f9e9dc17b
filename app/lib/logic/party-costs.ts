import type { CostBasis, Currency } from "~/content/facts";

/** Who travels: the number of adults and each child's age in years. */
interface Party {
  adults: number;
  childAges: readonly number[];
}

/** The age an adult is counted at against a fee's ages: adults are 18 and over, children under it. */
export const adultAge = 18;

/**
 * How a cost's amount becomes rupees, worked out at build (guide-plan.ts) so the browser fetches
 * no rate: a fee in rupees already, the rupees published for one, an estimate at a rate, or none.
 */
export type RupeeRule =
  { kind: "inr" } | { kind: "published"; each: number } | { kind: "estimate"; perUnit: number } | { kind: "none" };

/** A cost as the party's sum reads it (facts.ts's costs). */
export interface PartyCost {
  id: string;
  basis: CostBasis;
  ages: { from: number; to: number | null } | null;
  /** The per-person cost whose total for a family this one caps. */
  limits: string | null;
  amount: number | null;
  currency: Currency;
  rupees: RupeeRule;
}

/** One fee for the party: how many it is charged for, its total and its rupees (null where there is no figure). */
export interface PartyLine {
  id: string;
  count: number;
  amount: number;
  currency: Currency;
  rupees: number | null;
  rupeeKind: RupeeRule["kind"];
  /** The family cap applied, where it made the total less than count × amount. */
  cappedBy: string | null;
}

/** What a party pays: each fee, the fees left out of the total and why, the totals by currency and in rupees. */
interface PartySum {
  lines: PartyLine[];
  /**
   * Fees left out of the total: with no amount, or not known to be per person or per
   * application, then what they come to if each traveller its ages cover pays them (`ifEach`).
   */
  apart: ({ id: string; reason: "amountUnknown" } | { id: string; reason: "basisUnknown"; ifEach: PartyLine | null })[];
  totals: { currency: Currency; amount: number }[];
  /** The rupees of every fee, where each has a figure: "exact" when none is an estimate. */
  rupees: { amount: number; kind: "exact" | "estimate" } | null;
  /** The fees without a rupee figure, which leave the party without a rupee total. */
  withoutRupees: string[];
}

/** Whether a traveller of this age pays a fee for these ages. */
function inAges(age: number, ages: PartyCost["ages"]): boolean {
  return ages === null || (age >= ages.from && (ages.to === null || age <= ages.to));
}

/** A rupee estimate, rounded to the nearest 10 rupees (no false precision): the cost lines' and the party's sum's. */
export function roundedRupees(value: number): number {
  return Math.round(value / 10) * 10;
}

function lineRupees(amount: number, cost: PartyCost): number | null {
  if (amount === 0) return 0;
  const { rupees, amount: each } = cost;
  if (rupees.kind === "inr") return amount;
  if (rupees.kind === "published") return (rupees.each * amount) / each!;
  if (rupees.kind === "estimate") return roundedRupees(amount * rupees.perUnit);
  return null;
}

/**
 * What a party pays for a guide's costs: a per-person fee once for each traveller its ages cover
 * (adults counted at 18), a per-application fee once for each traveller (each applies on their
 * own), a family's or group's fee once, or as the most the family pays for the per-person fee it
 * limits. Amounts to have (cover, funds) are no charge; a fee whose basis or amount is not known
 * is set apart, never added up.
 */
export function partyCosts(costs: readonly PartyCost[], party: Party): PartySum {
  const ages = [...Array.from({ length: party.adults }, () => adultAge), ...party.childAges];
  const caps = new Map(costs.flatMap((cost) => (cost.limits ? [[cost.limits, cost] as const] : [])));
  const lines: PartyLine[] = [];
  const apart: PartySum["apart"] = [];
  if (ages.length === 0) return { lines, apart, totals: [], rupees: null, withoutRupees: [] };
  for (const cost of costs) {
    if (cost.basis === "notACharge" || cost.limits) continue;
    if (cost.basis === "unknown") {
      if (cost.amount === null) apart.push({ id: cost.id, reason: "amountUnknown" });
      else {
        const count = ages.filter((age) => inAges(age, cost.ages)).length;
        const amount = count * cost.amount;
        const ifEach =
          count === 0
            ? null
            : {
                id: cost.id,
                count,
                amount,
                currency: cost.currency,
                rupees: lineRupees(amount, cost),
                rupeeKind: amount === 0 ? ("inr" as const) : cost.rupees.kind,
                cappedBy: null,
              };
        apart.push({ id: cost.id, reason: "basisUnknown", ifEach });
      }
      continue;
    }
    const count =
      cost.basis === "perPerson"
        ? ages.filter((age) => inAges(age, cost.ages)).length
        : cost.basis === "perApplication"
          ? ages.length
          : 1;
    if (count === 0) continue;
    if (cost.amount === null) {
      apart.push({ id: cost.id, reason: "amountUnknown" });
      continue;
    }
    const cap = caps.get(cost.id);
    const uncapped = count * cost.amount;
    const capAmount = cap?.amount ?? null;
    const capped = capAmount !== null && capAmount < uncapped;
    const amount = capped ? capAmount : uncapped;
    lines.push({
      id: cost.id,
      count,
      amount,
      currency: cost.currency,
      rupees: lineRupees(amount, cost),
      rupeeKind: amount === 0 ? "inr" : cost.rupees.kind,
      cappedBy: capped ? cap!.id : null,
    });
  }
  const totals = new Map<Currency, number>();
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.amount);
  const withoutRupees = lines.filter((line) => line.rupees === null).map(({ id }) => id);
  return {
    lines,
    apart,
    totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
    rupees:
      lines.length === 0 || withoutRupees.length > 0
        ? null
        : {
            amount: lines.reduce((sum, line) => sum + line.rupees!, 0),
            kind: lines.some((line) => line.rupeeKind === "estimate") ? "estimate" : "exact",
          },
    withoutRupees,
  };
}
