// Build time only (zod): the guides' view (guide-view.server.ts) and `npm run rates`
// (scripts/content/fetch-rates.ts) import this; relative imports with extensions for the latter.
import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { checkFile } from "../lib/build/schema-problems.ts";
import { type Currency, isoDate } from "./facts.ts";

/**
 * The European Central Bank's euro foreign exchange reference rates, as `npm run rates` last
 * wrote them (`rates/ecb.json`): the day the ECB published them and units of each currency
 * per euro. Fees in other currencies are estimated in rupees through the euro; facts/README.md,
 * "Rupee amounts", says how the page uses them.
 */

/**
 * The currencies of our fees that the ECB publishes a daily reference rate for, and the rupee:
 * its list of euro reference rates (AED, AZN, GEL, KWD, LKR, MVR, OMR, QAR, SAR and VND are not on it).
 */
export const ecbCurrencies = [
  "CAD",
  "CHF",
  "GBP",
  "IDR",
  "INR",
  "JPY",
  "MYR",
  "PHP",
  "SGD",
  "THB",
  "USD",
] as const satisfies readonly Currency[];
type EcbCurrency = (typeof ecbCurrencies)[number];

/** Whether the ECB's rates give a currency's value: the euro itself, or one on its list. */
export function quotedByEcb(code: Currency): code is EcbCurrency | "EUR" {
  return code === "EUR" || (ecbCurrencies as readonly string[]).includes(code);
}

/** Where a visitor reads the rates (the ECB's page of them), and where the script fetches them. */
export const ecbRatesPage =
  "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html";
export const ecbDailyXml = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

/** The file as the repository names it: problems name it from here. */
export const ecbRatesFile = "app/content/rates/ecb.json";

/**
 * The file: `date`, the day of the rates (null while the file holds none: the page then says
 * no current rate is available), and `perEuro`, every currency above on that day, none without one.
 */
const ecbRatesSchema = z
  .strictObject({
    date: isoDate.nullable(),
    perEuro: z.partialRecord(z.enum(ecbCurrencies), z.number().positive()),
  })
  .superRefine(({ date, perEuro }, context) => {
    if (date === null) {
      if (Object.keys(perEuro).length > 0)
        context.addIssue({ code: "custom", path: ["perEuro"], message: "expected no rates while date is null" });
      return;
    }
    for (const code of ecbCurrencies)
      if (perEuro[code] === undefined)
        context.addIssue({ code: "custom", path: ["perEuro", code], message: `expected the rate of ${code} per euro` });
  });

export type EcbRates = z.output<typeof ecbRatesSchema>;

/** The rates from a file's content, or an error with one line per problem naming the file and the field. */
export function parseEcbRates(content: unknown, file: string = ecbRatesFile): EcbRates {
  const checked = checkFile(ecbRatesSchema, file, content);
  if (checked.data) return checked.data;
  throw new Error(`Exchange rates:\n${checked.problems.join("\n")}`);
}

/** The committed (or, in the deploy, freshly fetched) rates: under Vite by import.meta.glob, else from disk. */
export const ecbRates: EcbRates = parseEcbRates(
  import.meta.env
    ? Object.values(import.meta.glob("./rates/ecb.json", { eager: true, import: "default" }))[0]
    : JSON.parse(readFileSync(path.join(import.meta.dirname, "rates", "ecb.json"), "utf8")),
);
