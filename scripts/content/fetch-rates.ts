// `npm run rates`: fetches the European Central Bank's euro reference rates of the day
// (eurofxref-daily.xml, free to reuse with credit), checks them and writes
// app/content/rates/ecb.json, which the guides estimate fees in rupees with (facts/README.md,
// "Rupee amounts"). The deploy runs it before the build it ships; when it fails, the file stays
// as committed and the build goes on with it (docs/deploy.md). Node runs this file as it is.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import {
  type EcbRates,
  ecbCurrencies,
  ecbDailyXml,
  ecbRatesFile,
  parseEcbRates,
} from "../../app/content/exchange-rates.ts";

/** The ECB's namespace for the rates' elements (`<Cube>`). */
const eurofxref = "http://www.ecb.int/vocabulary/2002-08-01/eurofxref";

/** A rate as the ECB writes it: digits with a decimal point. */
const decimal = /^\d+(\.\d+)?$/;

/**
 * The rates of our currencies from the ECB's daily file: one `<Cube time="…">` holding a
 * `<Cube currency="…" rate="…">` per currency. Throws, saying what is wrong, on a file not
 * well-formed (jsdom's XML parser) or not of that form; the schema then checks the result.
 */
export function ratesFromXml(xml: string): EcbRates {
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  const days = [...document.getElementsByTagNameNS(eurofxref, "Cube")].filter((cube) => cube.hasAttribute("time"));
  if (days.length !== 1) throw new Error(`expected one day of rates (<Cube time>), found ${days.length}`);
  const day = days[0]!;
  const perEuro: Record<string, number> = {};
  for (const cube of day.getElementsByTagNameNS(eurofxref, "Cube")) {
    const [code, rate] = [cube.getAttribute("currency"), cube.getAttribute("rate")];
    if (code === null || rate === null || !decimal.test(rate))
      throw new Error(`expected <Cube currency rate> with a decimal rate, got currency ${code} rate ${rate}`);
    if ((ecbCurrencies as readonly string[]).includes(code)) perEuro[code] = Number(rate);
  }
  const sorted = Object.fromEntries(
    ecbCurrencies.filter((code) => code in perEuro).map((code) => [code, perEuro[code]]),
  );
  return parseEcbRates({ date: day.getAttribute("time"), perEuro: sorted }, ecbDailyXml);
}

/**
 * The rates to write: the fetched ones, unless the file already holds a later day (a fetch
 * from a cache or a mirror behind it must not take the page back).
 */
export function newerRates(fetched: EcbRates, current: EcbRates): EcbRates {
  return current.date !== null && fetched.date !== null && current.date > fetched.date ? current : fetched;
}

async function main(): Promise<void> {
  const file = path.resolve(import.meta.dirname, "../..", ecbRatesFile);
  const current = parseEcbRates(JSON.parse(readFileSync(file, "utf8")));
  const response = await fetch(ecbDailyXml, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`${ecbDailyXml}: HTTP ${response.status}`);
  const rates = newerRates(ratesFromXml(await response.text()), current);
  writeFileSync(file, `${JSON.stringify(rates, null, 2)}\n`);
  console.log(`${ecbRatesFile}: the ECB's reference rates of ${rates.date}`);
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    const { message, cause } = error as Error;
    const why = cause instanceof Error ? `${message} (${cause.message})` : message;
    console.error(`npm run rates: ${why}; ${ecbRatesFile} is left as it was.`);
    process.exitCode = 1;
  }
}
