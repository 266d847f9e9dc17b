import { describe, expect, it } from "vitest";
import { guideFacts } from "~/content/facts";
import type { DestinationSlug } from "~/content/destination-photos";
import { type PartyCost, type RupeeRule, partyCosts } from "./party-costs";

/**
 * A guide's charges as the build hands them over (guide-plan.ts), with a fixed rate in place of
 * the day's: ₹100 a euro, ₹60 a Canadian dollar, and rupee fees as they are.
 */
function chargesOf(slug: DestinationSlug): PartyCost[] {
  const perUnit: Partial<Record<string, number>> = { EUR: 100, CAD: 60 };
  return guideFacts[slug].costs.map((cost) => {
    const rupees: RupeeRule =
      cost.currency === "INR"
        ? { kind: "inr" }
        : cost.inr
          ? { kind: "published", each: cost.inr.amount }
          : perUnit[cost.currency]
            ? { kind: "estimate", perUnit: perUnit[cost.currency]! }
            : { kind: "none" };
    const { id, basis, amount, currency } = cost;
    return { id, basis, ages: cost.ages ?? null, limits: cost.limits ?? null, amount, currency, rupees };
  });
}

describe("what a party pays for a guide's costs", () => {
  it("France for two adults (the shop owner and his wife): two adult fees; the service fee set apart, amount not known", () => {
    const sum = partyCosts(chargesOf("france"), { adults: 2, childAges: [] });
    expect(sum.lines).toEqual([
      {
        id: "visaFee",
        count: 2,
        amount: 180,
        currency: "EUR",
        rupees: 18000,
        rupeeKind: "estimate",
        cappedBy: null,
      },
    ]);
    expect(sum.totals).toEqual([{ currency: "EUR", amount: 180 }]);
    expect(sum.rupees).toEqual({ amount: 18000, kind: "estimate" });
    // Never added up: cover and funds are amounts to have; the service fee has no known amount.
    expect(sum.apart).toEqual([{ id: "serviceFee", reason: "amountUnknown" }]);
  });

  it("charges each child the fee for their age: adult's from 12, children's from 6 to 11, free under 6", () => {
    const sum = partyCosts(chargesOf("france"), { adults: 2, childAges: [9, 12, 5] });
    expect(sum.lines.map(({ id, count, amount }) => [id, count, amount])).toEqual([
      ["visaFee", 3, 270],
      ["childVisaFee", 1, 45],
      ["infantVisaFee", 1, 0],
    ]);
    expect(sum.totals).toEqual([{ currency: "EUR", amount: 315 }]);
    expect(sum.rupees).toEqual({ amount: 31500, kind: "estimate" });
    const withNine = partyCosts(chargesOf("france"), { adults: 2, childAges: [9] });
    expect(withNine.totals).toEqual([{ currency: "EUR", amount: 225 }]);
  });

  it("Singapore for the teacher and her children of 5 and 9: both fees set apart, as the sources do not say whom they are for", () => {
    const sum = partyCosts(chargesOf("singapore"), { adults: 1, childAges: [5, 9] });
    expect(sum.lines).toEqual([]);
    expect(sum.apart.map(({ id, reason }) => [id, reason])).toEqual([
      ["visaFee", "basisUnknown"],
      ["agentServiceFee", "basisUnknown"],
    ]);
    expect(sum.totals).toEqual([]);
    // What they come to if each of the three pays them, in rupees as published: to plan with, not added up.
    expect(sum.apart.map((apart) => apart.reason === "basisUnknown" && apart.ifEach)).toEqual([
      expect.objectContaining({ count: 3, amount: 5400, currency: "INR", rupees: 5400 }),
      expect.objectContaining({ count: 3, amount: 1950, currency: "INR", rupees: 1950 }),
    ]);
  });

  it("Malaysia for the same party: no fee at all; the funds to show are an amount to have, never a charge", () => {
    const sum = partyCosts(chargesOf("malaysia"), { adults: 1, childAges: [5, 9] });
    expect(sum).toEqual({ lines: [], apart: [], totals: [], rupees: null, withoutRupees: [] });
  });

  it("caps a per-person fee at a family's most, and charges a family's fee once", () => {
    const canada = chargesOf("canada");
    expect(partyCosts(canada, { adults: 1, childAges: [] }).lines[1]).toMatchObject({
      id: "biometricsFee",
      amount: 85,
      cappedBy: null,
    });
    // Biometrics are for ages 14 to 79: a child of 10 pays none of it.
    expect(
      partyCosts(canada, { adults: 1, childAges: [10] }).lines.map(({ id, count, amount }) => [id, count, amount]),
    ).toEqual([
      ["visaFee", 2, 200],
      ["biometricsFee", 1, 85],
    ]);
    const family = partyCosts(canada, { adults: 2, childAges: [9, 15] });
    expect(family.lines.map(({ id, count, amount, cappedBy }) => [id, count, amount, cappedBy])).toEqual([
      ["visaFee", 4, 400, null],
      ["biometricsFee", 3, 170, "biometricsFamily"],
    ]);
    expect(family.rupees).toEqual({ amount: 34200, kind: "estimate" });
    const group = partyCosts([{ ...canada[2]!, limits: null }], { adults: 4, childAges: [] });
    expect(group.lines).toMatchObject([{ id: "biometricsFamily", count: 1, amount: 170 }]);
  });

  it("sets apart fees not known to be per person or per application, and gives no rupee total without every fee's rupees", () => {
    const uae = partyCosts(chargesOf("united-arab-emirates"), { adults: 2, childAges: [] });
    expect(uae.lines).toEqual([]);
    expect(uae.totals).toEqual([]);
    expect(uae.apart.every(({ reason }) => reason === "basisUnknown")).toBe(true);
    expect(uae.apart.map(({ id }) => id)).toContain("tourist30Single");

    const usa = partyCosts(chargesOf("united-states"), { adults: 2, childAges: [] });
    expect(usa.lines).toMatchObject([{ id: "integrityFee", count: 2, amount: 500, rupees: null }]);
    expect(usa.rupees).toBeNull();
    expect(usa.withoutRupees).toEqual(["integrityFee"]);
    expect(usa.apart).toMatchObject([
      { id: "visaFee", reason: "basisUnknown", ifEach: { count: 2, amount: 370, currency: "USD", rupees: null } },
    ]);
  });

  it("counts nobody when no one travels", () => {
    expect(partyCosts(chargesOf("france"), { adults: 0, childAges: [] }).lines).toEqual([]);
  });
});
