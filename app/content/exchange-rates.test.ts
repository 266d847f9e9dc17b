import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEcbRates } from "./exchange-rates";

const fixture = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../tests/fixtures/ecb-rates.json"), "utf8"),
) as { date: string; perEuro: Record<string, number> };

describe("the ECB's reference rates file (rates/ecb.json)", () => {
  it("reads a day's rates, and a file with none", () => {
    expect(parseEcbRates(fixture)).toEqual(fixture);
    expect(parseEcbRates({ date: null, perEuro: {} })).toEqual({ date: null, perEuro: {} });
  });

  it("names the file and the field of each problem", () => {
    const withoutRupee = Object.fromEntries(Object.entries(fixture.perEuro).filter(([code]) => code !== "INR"));
    const problems = (content: unknown) => {
      try {
        parseEcbRates(content);
      } catch (error) {
        return (error as Error).message.split("\n").slice(1);
      }
      return [];
    };
    expect(problems({ ...fixture, perEuro: withoutRupee })).toEqual([
      "app/content/rates/ecb.json: perEuro.INR: expected the rate of INR per euro",
    ]);
    expect(problems({ date: null, perEuro: fixture.perEuro })).toEqual([
      "app/content/rates/ecb.json: perEuro: expected no rates while date is null",
    ]);
    expect(problems({ ...fixture, date: "20 November 2026" })).toEqual([
      'app/content/rates/ecb.json: date: expected a date as YYYY-MM-DD, got "20 November 2026"',
    ]);
    expect(problems({ ...fixture, perEuro: { ...fixture.perEuro, USD: -1 } })).toEqual([
      expect.stringMatching(/^app\/content\/rates\/ecb\.json: perEuro\.USD: /),
    ]);
    expect(problems({ ...fixture, perEuro: { ...fixture.perEuro, GEL: 3 } })).toEqual([
      expect.stringMatching(/^app\/content\/rates\/ecb\.json: perEuro(\.GEL)?: /),
    ]);
  });
});
