// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newerRates, ratesFromXml } from "./fetch-rates";

const fixture = readFileSync(path.join(import.meta.dirname, "../../tests/fixtures/eurofxref-daily.xml"), "utf8");
const expected = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../tests/fixtures/ecb-rates.json"), "utf8"),
) as unknown;

describe("npm run rates: the ECB's daily file", () => {
  it("keeps the day and the rates of the currencies our fees are in, in the file's order", () => {
    const rates = ratesFromXml(fixture);
    expect(rates).toEqual(expected);
    expect(JSON.stringify(rates)).toBe(JSON.stringify(expected));
  });

  it("refuses a file that is not well-formed, not of the ECB's form, or short of a currency", () => {
    expect(() => ratesFromXml(fixture.replace("</gesmes:Envelope>", ""))).toThrow();
    expect(() => ratesFromXml(fixture.replace("time='2026-11-20'", ""))).toThrow(
      "expected one day of rates (<Cube time>), found 0",
    );
    expect(() => ratesFromXml(fixture.replace("rate='1.25'", "rate='1,25'"))).toThrow(
      "expected <Cube currency rate> with a decimal rate, got currency USD rate 1,25",
    );
    expect(() => ratesFromXml(fixture.replace("time='2026-11-20'", "time='2026-11-31'"))).toThrow(
      'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml: date: expected a real calendar date, got "2026-11-31"',
    );
    expect(() => ratesFromXml(fixture.replace("<Cube currency='INR' rate='100'/>", ""))).toThrow(
      "perEuro.INR: expected the rate of INR per euro",
    );
  });

  it("never replaces the file's rates with an earlier day's", () => {
    const fetched = ratesFromXml(fixture);
    const later = { ...fetched, date: "2026-11-23" };
    expect(newerRates(fetched, later)).toBe(later);
    expect(newerRates(later, fetched)).toBe(later);
    const none = { date: null, perEuro: {} };
    expect(newerRates(fetched, none)).toBe(fetched);
  });
});
