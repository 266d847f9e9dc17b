// Build time only: zod must never reach a browser bundle, so only the build's content modules
// (guide-view.server.ts), the build's last step (scripts/build/postbuild.mjs) and `npm run facts`
// import this; relative imports with extensions for the latter two.
import { z } from "zod";
import { checkFile } from "../lib/build/schema-problems.ts";
import { readContentFiles } from "./read-content-files.ts";
import { type DestinationSlug, destinationSlugs } from "./destination-photos.ts";
import { heldVisaEntries, holdings } from "../config/holdings.ts";

/**
 * The facts of each destination's guide (docs/decisions/0013, 0017): `facts/<slug>.json`, one
 * file per destination, and `facts/shared.json` for what several destinations cite. The same in
 * every language; their words are in `words/<locale>/guides/<slug>.json`. The schema checks every
 * file as it loads, so a wrong field fails the build naming the file, the field and what was
 * expected; facts/README.md says what each field means.
 */

/** Whether a YYYY-MM-DD date is a day on the calendar: UTC would roll 2026-02-30 over to 2 March. */
function isCalendarDate(date: string): boolean {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** An ISO date (YYYY-MM-DD) that exists on the calendar. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, {
    abort: true,
    error: (issue) => `expected a date as YYYY-MM-DD, got ${JSON.stringify(issue.input)}`,
  })
  .refine(isCalendarDate, { error: (issue) => `expected a real calendar date, got ${JSON.stringify(issue.input)}` });

function isUrl(address: string, protocols: readonly string[]): boolean {
  return URL.canParse(address) && protocols.includes(new URL(address).protocol);
}

/** An official page a visitor is sent to, or an official source: https only. */
const httpsUrl = z.string().refine((address) => isUrl(address, ["https:"]), {
  error: (issue) => `expected an https address, got ${JSON.stringify(issue.input)}`,
});

const text = z.string().trim().min(1, { error: "expected some text" });

/** An identifier a file cites (a fact, a source): letters and digits, as in JavaScript names. */
const id = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, {
  error: (issue) => `expected an id of letters and digits, got ${JSON.stringify(issue.input)}`,
});

/** How Indian ordinary passport holders enter for a short visit. */
export const ruleKind = z.enum([
  "visa-free",
  "e-visa",
  "visa-on-arrival",
  "eta",
  "embassy-visa",
  // A visa is needed before travel, through a channel the stored official sources name only in part.
  "visa-before-travel",
]);
export type RuleKind = z.infer<typeof ruleKind>;

/** Who published a source: "secondary" is any other page (agencies, blogs, look-alike sites). */
const sourceKind = z.enum(["official", "embassy", "newspaper", "secondary"]);

/**
 * How a fact is dated on the page: announced by an authority, in force since a date (both only
 * with official or embassy evidence), reported by a paper on a date, or stated on an undated page.
 */
const factDating = z.enum(["announced", "inForce", "reported", "stated"]);
export type FactDating = z.infer<typeof factDating>;

/**
 * What a fact is about, which sets how soon it is due for review (`reviewPeriods`). A fact
 * about several things takes the topic reviewed soonest (a processing time with its fee is a
 * `processingTime`).
 */
const factTopic = z.enum([
  // Who may enter and how: the visa, the stay, where and when to apply, entry conditions.
  "rule",
  // What to bring or submit: documents, insurance, funds, fingerprints.
  "document",
  "fee",
  // How long a decision takes once applied for.
  "processingTime",
  // How long before an appointment or interview.
  "waitingTime",
  // Which site is the official one.
  "portal",
  // A site that is not the official one.
  "lookAlike",
  // A yearly figure (refusal rates).
  "statistic",
  // A currency's official fixed rate to another, which converts a fee (shared.json's currencyPegs).
  "exchangeRate",
]);
type FactTopic = z.infer<typeof factTopic>;

/**
 * How long after its evidence's date a fact is due for review, by topic (docs/decisions/0013):
 * waits and processing times change in weeks, rules in a few months, fees and portals less
 * often, a yearly figure once a year. The review-by date is never counted from a check (the
 * site claims none); a fact whose evidence is undated is due now.
 */
const reviewPeriods: Record<FactTopic, { weeks: number } | { months: number }> = {
  processingTime: { weeks: 6 },
  waitingTime: { weeks: 6 },
  rule: { months: 3 },
  document: { months: 3 },
  lookAlike: { months: 3 },
  fee: { months: 6 },
  portal: { months: 6 },
  statistic: { months: 12 },
  exchangeRate: { weeks: 4 },
};

/** The day a fact dated `date` is due for review; a month later than the 31st is its last day. */
function reviewByDate(date: string, topic: FactTopic): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const period = reviewPeriods[topic];
  if ("weeks" in period) return new Date(Date.UTC(year, month - 1, day + 7 * period.weeks)).toISOString().slice(0, 10);
  const lastDay = new Date(Date.UTC(year, month - 1 + period.months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + period.months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** The currencies the sources give fees in (ISO 4217); each language names them (`guidePage.currencies`). */
const currency = z.enum([
  "AED",
  "AZN",
  "CAD",
  "CHF",
  "EUR",
  "GBP",
  "GEL",
  "IDR",
  "INR",
  "JPY",
  "KWD",
  "LKR",
  "MVR",
  "MYR",
  "OMR",
  "PHP",
  "QAR",
  "SAR",
  "SGD",
  "THB",
  "USD",
  "VND",
]);
export type Currency = z.infer<typeof currency>;

/** A source as read once, cited by its id; an official or embassy page must be https. */
const source = z
  .strictObject({
    /** The page's own title; null where the copy read shows none (never a description posing as one). */
    title: text.nullable(),
    publisher: text,
    /** The address of the stored copy that was read. */
    url: z.string().refine((address) => isUrl(address, ["https:", "http:"]), {
      error: (issue) => `expected a web address, got ${JSON.stringify(issue.input)}`,
    }),
    /** The date the source bears, or null when it shows none. */
    date: isoDate.nullable(),
    kind: sourceKind,
  })
  .superRefine((source, context) => {
    if ((source.kind === "official" || source.kind === "embassy") && !isUrl(source.url, ["https:"])) {
      context.addIssue({
        code: "custom",
        path: ["url"],
        message: `expected an https address for an ${source.kind} source, got ${JSON.stringify(source.url)}`,
      });
    }
  });
type Source = z.infer<typeof source>;

/** A fact as written: its evidence cites sources by id, each with its own quote. */
const writtenFact = z
  .strictObject({
    topic: factTopic,
    dating: factDating,
    /** The date shown: the evidence's date; null only for "stated". */
    date: isoDate.nullable(),
    /** A short quote per source, in the source's language; never shown on a page. */
    evidence: z.array(z.strictObject({ source: id, quote: text })).min(1, { error: "expected at least one source" }),
    /** The official page (government, foreign ministry, official portal or embassy) to confirm it. */
    confirmAt: httpsUrl,
  })
  .superRefine((fact, context) => {
    // The page says "Reported by … on {date}": only a fact stated on an undated page has none.
    if ((fact.dating === "stated") !== (fact.date === null)) {
      context.addIssue({
        code: "custom",
        path: ["date"],
        message:
          fact.dating === "stated"
            ? `expected null for a fact stated on an undated page, got ${JSON.stringify(fact.date)}`
            : `expected the evidence's date for a fact dated "${fact.dating}", got null`,
      });
    }
  });
type WrittenFact = z.infer<typeof writtenFact>;

/** Sources and facts that several destinations cite, each written once (`facts/shared.json`). */
const sharedFile = z
  .strictObject({
    sources: z.record(id, source),
    facts: z.record(id, writtenFact),
    /**
     * A currency fixed by its authority to another (the dirham to the US dollar): `units` of it
     * per 1 of `to`, dated by its fact. Fees in it convert through `to`'s reference rate.
     */
    currencyPegs: z.partialRecord(currency, z.strictObject({ to: currency, units: z.number().positive(), fact: id })),
    /**
     * The Schengen states by ISO 3166-1 code, each with the slug of our guide to it or null, the
     * fact that lists them (`membersFact`) and the rule on which of them to apply to
     * (`whereToApply`): a guide named here is a Schengen guide, which shows that rule.
     */
    schengen: z.strictObject({
      whereToApply: id,
      membersFact: id,
      members: z.record(
        z
          .string()
          .regex(/^[A-Z]{2}$/, { error: (issue) => `expected an ISO 3166-1 code, got ${JSON.stringify(issue.input)}` }),
        id.nullable(),
      ),
    }),
  })
  .superRefine((file, context) => {
    const cited = new Set<string>();
    for (const [factId, fact] of Object.entries(file.facts))
      fact.evidence.forEach(({ source }, index) => {
        cited.add(source);
        if (!Object.hasOwn(file.sources, source))
          context.addIssue({
            code: "custom",
            path: ["facts", factId, "evidence", index, "source"],
            message: `cites source "${source}", which is not in this file's sources`,
          });
      });
    for (const sourceId of Object.keys(file.sources))
      if (!cited.has(sourceId))
        context.addIssue({ code: "custom", path: ["sources", sourceId], message: "is cited by no fact" });
    for (const field of ["whereToApply", "membersFact"] as const)
      if (!Object.hasOwn(file.facts, file.schengen[field]))
        context.addIssue({
          code: "custom",
          path: ["schengen", field],
          message: `names fact "${file.schengen[field]}", which is not in this file's facts`,
        });
    for (const [code, guide] of Object.entries(file.schengen.members))
      if (guide !== null && !destinationSlugs.includes(guide as DestinationSlug))
        context.addIssue({
          code: "custom",
          path: ["schengen", "members", code],
          message: `names guide "${guide}", which is not a destination the site lists (destination-photos.ts)`,
        });
    for (const [code, peg] of Object.entries(file.currencyPegs))
      if (peg && file.facts[peg.fact]?.topic !== "exchangeRate")
        context.addIssue({
          code: "custom",
          path: ["currencyPegs", code, "fact"],
          message: `names fact "${peg.fact}", which is not an "exchangeRate" fact of this file`,
        });
  });
type SharedFile = z.infer<typeof sharedFile>;

/** A cross-reference each file's own fields cannot check: which fact or source an id names. */
function checkReferences(
  file: z.infer<typeof destinationFile>,
  shared: SharedFile,
  context: z.core.$RefinementCtx,
): void {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
  const factNamed = (path: (string | number)[], fact: string) => {
    if (!Object.hasOwn(file.facts, fact)) problem(path, `names fact "${fact}", which is not in this file's facts`);
  };
  const cited = new Set<string>();
  for (const [factId, fact] of Object.entries(file.facts)) {
    if (typeof fact === "string") {
      if (!Object.hasOwn(shared.facts, fact))
        problem(["facts", factId], `names shared fact "${fact}", which is not in shared.json`);
      continue;
    }
    fact.evidence.forEach(({ source }, index) => {
      cited.add(source);
      if (!Object.hasOwn(file.sources, source) && !Object.hasOwn(shared.sources, source))
        problem(
          ["facts", factId, "evidence", index, "source"],
          `cites source "${source}", which is not in this file's sources nor in shared.json`,
        );
    });
  }
  for (const sourceId of Object.keys(file.sources)) {
    if (Object.hasOwn(shared.sources, sourceId))
      problem(["sources", sourceId], `is also in shared.json: cite that one`);
    else if (!cited.has(sourceId)) problem(["sources", sourceId], `is cited by no fact`);
  }
  // A fact named where only some topics belong: a time shown with the card's, a look-alike site.
  const factAbout = (path: (string | number)[], factId: string, topics: readonly FactTopic[]) => {
    factNamed(path, factId);
    const fact = file.facts[factId];
    const topic = typeof fact === "string" ? shared.facts[fact]?.topic : fact?.topic;
    if (topic !== undefined && !topics.includes(topic))
      problem(
        path,
        `names fact "${factId}", whose topic is "${topic}": expected ${topics.map((t) => `"${t}"`).join(" or ")}`,
      );
  };
  factNamed(["ruleFact"], file.ruleFact);
  // A change is dated by its evidence like any fact (decision 0013): an undated fact cannot say when.
  file.changeLog.forEach((factId, index) => {
    const path = ["changeLog", index];
    factNamed(path, factId);
    const fact = file.facts[factId];
    const date = typeof fact === "string" ? shared.facts[fact]?.date : fact?.date;
    if (date === null)
      problem(path, `names fact "${factId}", which is undated ("stated"): a change needs its evidence's date`);
    if (file.changeLog.indexOf(factId) !== index) problem(path, `names fact "${factId}" twice`);
  });
  // Our correction is dated by the day we made it, after the evidence of the fact it links.
  file.corrections.forEach(({ id, date, fact: factId }, index) => {
    if (file.corrections.findIndex((correction) => correction.id === id) !== index)
      problem(["corrections", index, "id"], `repeats id "${id}"`);
    factNamed(["corrections", index, "fact"], factId);
    const fact = file.facts[factId];
    const factDate = typeof fact === "string" ? shared.facts[fact]?.date : fact?.date;
    if (factDate && factDate > date)
      problem(["corrections", index, "date"], `is before ${factDate}, the date of fact "${factId}" it rests on`);
  });
  file.timingFacts.forEach((fact, index) => factAbout(["timingFacts", index], fact, ["processingTime", "waitingTime"]));
  for (const [portalId, { fee }] of Object.entries(file.portals))
    if (fee) factNamed(["portals", portalId, "fee", "fact"], fee.fact);
  file.lookAlikes.forEach(({ fact }, index) => factAbout(["lookAlikes", index, "fact"], fact, ["lookAlike"]));
  // The guide's plan (decision 0019): each part names the facts its figures rest on.
  const uniqueIds = (field: string, entries: readonly { id: string }[]) =>
    entries.forEach(({ id }, index) => {
      if (entries.findIndex((entry) => entry.id === id) !== index) problem([field, index, "id"], `repeats id "${id}"`);
    });
  uniqueIds("costs", file.costs);
  file.costs.forEach((cost, index) => {
    factNamed(["costs", index, "fact"], cost.fact);
    if (cost.inr) factNamed(["costs", index, "inr", "fact"], cost.inr.fact);
    checkCostBasis(file.costs, index, problem);
  });
  file.applyWindow.facts.forEach((fact, index) => factNamed(["applyWindow", "facts", index], fact));
  const { appointmentWait, peakSeason } = file.applyWindow;
  if (appointmentWait !== null && appointmentWait !== "notKnown")
    factAbout(["applyWindow", "appointmentWait", "fact"], appointmentWait.fact, ["waitingTime"]);
  if (peakSeason !== null) factAbout(["applyWindow", "peakSeason", "fact"], peakSeason.fact, ["waitingTime"]);
  uniqueIds("steps", file.steps);
  file.steps.forEach(({ fact }, index) => factNamed(["steps", index, "fact"], fact));
  uniqueIds("beforeYouFly", file.beforeYouFly);
  file.beforeYouFly.forEach(({ fact }, index) => factNamed(["beforeYouFly", index, "fact"], fact));
  if (file.documents.list !== null) factNamed(["documents", "list"], file.documents.list);
  uniqueIds("documents.items", file.documents.items);
  file.documents.items.forEach(({ fact }, index) => factNamed(["documents", "items", index, "fact"], fact));
  uniqueIds("children", file.children);
  file.children.forEach(({ fact }, index) => factNamed(["children", index, "fact"], fact));
  uniqueIds("heldVisas", file.heldVisas);
  // One answer per holding and destination: a holding in two entries, or an entry for one's own visa, would contradict.
  const answered = new Set<string>(file.ownHoldings);
  file.heldVisas.forEach(({ holdings: held, facts }, index) => {
    facts.forEach((fact, factIndex) => factNamed(["heldVisas", index, "facts", factIndex], fact));
    held.forEach((holding, holdingIndex) => {
      // A holding twice in one entry is the schema's "expected each holding once", said once.
      if (answered.has(holding) && held.indexOf(holding) === holdingIndex)
        problem(
          ["heldVisas", index, "holdings", holdingIndex],
          `names "${holding}", which ownHoldings or an earlier entry already answers`,
        );
      answered.add(holding);
    });
  });
}

/**
 * What a cost's basis allows: cover and funds are amounts to have, never charges to add up;
 * ages only for a per-person fee; a limit only from a family's or group's cost, on a per-person
 * cost of the same currency.
 */
function checkCostBasis(
  costs: z.infer<typeof destinationFile>["costs"],
  index: number,
  problem: (path: (string | number)[], message: string) => void,
): void {
  const cost = costs[index]!;
  if ((cost.kind === "insurance" || cost.kind === "funds") && cost.basis !== "notACharge")
    problem(["costs", index, "basis"], `expected "notACharge" for a cost of kind "${cost.kind}", got "${cost.basis}"`);
  if (cost.ages && cost.basis !== "perPerson")
    problem(["costs", index, "ages"], `expected ages only on a "perPerson" cost, got basis "${cost.basis}"`);
  if (cost.limits === undefined) return;
  const path = ["costs", index, "limits"];
  const limited = costs.find(({ id }) => id === cost.limits);
  if (cost.basis !== "perGroup") problem(path, `expected a limit only on a "perGroup" cost, got basis "${cost.basis}"`);
  if (!limited) problem(path, `names cost "${cost.limits}", which is not in this file's costs`);
  else if (limited.basis !== "perPerson" || limited.currency !== cost.currency)
    problem(path, `names cost "${cost.limits}": expected a "perPerson" cost in ${cost.currency}`);
}

/**
 * The ways in a checklist item is for, where a guide has more than one: entry with a visa or
 * permit held from another country (no visa of this one), a visa on arrival, an e-visa or a
 * visa applied for before travel.
 */
export const checklistPaths = ["heldVisa", "onArrival", "application"] as const;
const checklistPath = z.enum(checklistPaths);
export type ChecklistPath = z.infer<typeof checklistPath>;

/** The travellers a checklist item is for, where the evidence names them. */
export const checklistSituations = ["employed", "selfEmployed", "student", "retired", "notEarning", "child"] as const;
const checklistSituation = z.enum(checklistSituations);
export type ChecklistSituation = z.infer<typeof checklistSituation>;

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

/** A number of days before the trip, or null where the evidence gives none. */
const daysBefore = z.number().int().nonnegative().nullable();

/**
 * Whom a cost is charged for, as its fact's evidence says: each traveller, each application, a
 * family or group once; `notACharge` for an amount to have rather than pay (insurance cover,
 * funds to show), never added up; `unknown` where the evidence does not say.
 */
const costBasis = z.enum(["perPerson", "perApplication", "perGroup", "notACharge", "unknown"]);
export type CostBasis = z.infer<typeof costBasis>;

/** A traveller's age in whole years. */
const age = z.number().int().nonnegative().max(120);

/** An amount of money in a currency, as its source gives it. */
const money = z.strictObject({ amount: z.number().positive(), currency });

/**
 * What a visa or permit of another country opens here (docs/decisions/0026): the holdings it is
 * for, the entry, the stay and fee, where to get it (or confirm it), and the facts it rests on.
 * `uncertain` where the evidence conflicts or a change is announced; its words say which.
 */
const heldVisa = z
  .strictObject({
    id,
    holdings: z.array(z.enum(holdings)).min(1).refine(distinct, { error: "expected each holding once" }),
    entry: z.enum(heldVisaEntries),
    /** The longest stay it allows (`inDays`: within how many days, Georgia's 90 in 180), or null where none is given. */
    stay: z
      .union([
        z.strictObject({ days: z.number().int().positive(), inDays: z.number().int().positive().optional() }),
        z.strictObject({ hours: z.number().int().positive() }),
      ])
      .nullable(),
    /** "free", its fee as the source gives it, or null where no source gives one. */
    fee: z.union([z.literal("free"), money]).nullable(),
    /** The official page to get it at or confirm it on, or null where none was found. */
    url: httpsUrl.nullable(),
    facts: z.array(id).min(1, { error: "expected the facts it rests on" }),
    uncertain: z.boolean().default(false),
  })
  .superRefine((held, context) => {
    // An entry that opens nothing has no stay and no fee of its own: the usual rule's apply.
    if (held.entry !== "none") return;
    for (const field of ["stay", "fee"] as const)
      if (held[field] !== null)
        context.addIssue({
          code: "custom",
          path: [field],
          message: `expected null for an entry that opens nothing ("none")`,
        });
  });

const destinationFile = z.strictObject({
  kind: ruleKind,
  /** Last day of a temporary scheme; after it the page says it was due to end. */
  endsOn: isoDate.nullable(),
  /** An announced change whose effect on Indian passports is not confirmed. */
  changing: z.boolean(),
  /**
   * The facts that record a change of rule, fee or requirement: the guide's "What changed" and
   * the change feeds, each dated by its fact's evidence (decision 0013).
   */
  changeLog: z.array(id),
  /**
   * Our corrections a traveller would act on: each dated by the day we corrected the guide and
   * naming the fact that now says it right, whose evidence it links; listed with the changes.
   */
  corrections: z.array(z.strictObject({ id, date: isoDate, fact: id })).default([]),
  /**
   * The day we published a guide added beyond the twelve (decision 0027): "What changed" and the
   * change feeds announce it, with the rule's evidence; the twelve predate the change log.
   */
  published: isoDate.optional(),
  /** The fact the rule rests on: its date is the page's date. */
  ruleFact: id,
  /** Each fact, or the id of a fact in shared.json. */
  facts: z.record(id, z.union([id, writtenFact])),
  /** Facts on official processing times, shown with the card's time. */
  timingFacts: z.array(id),
  portals: z.record(
    id,
    z.strictObject({
      url: httpsUrl,
      fee: z
        .strictObject({
          amount: z.number().positive(),
          /** In the source's currency. */
          currency,
          /** The fact that dates the fee. */
          fact: id,
        })
        .nullable(),
    }),
  ),
  /** Sites that are not the official one, each with the fact that says so. */
  lookAlikes: z.array(z.strictObject({ host: text, fact: id })),
  /**
   * What the trip costs: official fees, cover to buy, funds to show; `amount` null where the
   * evidence names the cost but no figure, `inr` where an official source publishes the rupees;
   * `basis`, `ages` and `limits` say whom it is charged for, as its fact's evidence says.
   */
  costs: z.array(
    z.strictObject({
      id,
      kind: z.enum(["fee", "insurance", "funds", "other"]),
      basis: costBasis,
      /** The ages a per-person fee is for, where the evidence sets them (Schengen's children's fee). */
      ages: z
        .strictObject({ from: age, to: age.nullable() })
        .refine(({ from, to }) => to === null || from <= to, { error: "expected from to be no more than to" })
        .optional(),
      /** A family's or group's most for another cost of this file, charged per person (Canada's biometrics). */
      limits: id.optional(),
      /** 0 for a cost the evidence says is free. */
      amount: z.number().nonnegative().nullable(),
      currency,
      fact: id,
      inr: z.strictObject({ amount: z.number().positive(), fact: id }).nullable(),
    }),
  ),
  /** When to apply, in days before the trip, as far as the evidence (its `facts`) gives it. */
  applyWindow: z
    .strictObject({
      earliestDays: daysBefore,
      latestDays: daysBefore,
      processingDays: daysBefore,
      waitDays: daysBefore,
      facts: z.array(id).min(1, { error: "expected the facts the window rests on" }),
      /** The longest a decision can take, where the evidence gives more than `processingDays` (the date to aim for). */
      longestProcessingDays: daysBefore.default(null),
      /**
       * The wait for an appointment, counted in the date to aim for only: its longest reported
       * figure with its fact, "notKnown" where no evidence gives one, null where there is no
       * appointment to wait for (or `waitDays` counts it).
       */
      appointmentWait: z
        .union([z.literal("notKnown"), z.strictObject({ days: z.number().int().positive(), fact: id })])
        .nullable()
        .default(null),
      /** The months (1 to 12) the evidence names as the peak season for applications, with its fact. */
      peakSeason: z
        .strictObject({ months: z.array(z.number().int().min(1).max(12)).min(1), fact: id })
        .nullable()
        .default(null),
    })
    .refine(
      ({ earliestDays, latestDays }) => earliestDays === null || latestDays === null || latestDays <= earliestDays,
      { error: "expected latestDays to be no more than earliestDays", path: ["latestDays"] },
    )
    .refine(
      ({ processingDays, longestProcessingDays }) =>
        longestProcessingDays === null || (processingDays !== null && longestProcessingDays > processingDays),
      {
        error:
          "expected longestProcessingDays to exceed processingDays (null where the evidence gives no longer figure)",
        path: ["longestProcessingDays"],
      },
    ),
  /** The steps from the first form to the visa in hand (or to the border), in order. */
  steps: z.array(z.strictObject({ id, url: httpsUrl.nullable(), fact: id })),
  /** Between the visa and the border: arrival cards, insurance, biometrics, transit. */
  beforeYouFly: z.array(
    z.strictObject({
      id,
      url: httpsUrl.nullable(),
      /**
       * "free", its fee, null where no source gives it, or "notAFee" where the step is not a fee
       * to pay (insurance bought, a check at the border, a rule for airlines): nothing is said.
       */
      fee: z.union([z.literal("free"), z.literal("notAFee"), money]).nullable(),
      fact: id,
    }),
  ),
  /**
   * The documents checklist: the fact citing the official list (null if none was found), each
   * item sourced; an item for only some ways in (`paths`) or some travellers (`situations`) says so.
   */
  documents: z.strictObject({
    list: id.nullable(),
    items: z.array(
      z.strictObject({
        id,
        fact: id,
        /** The ways in it is for; omitted, every traveller's. */
        paths: z.array(checklistPath).min(1).refine(distinct, { error: "expected each path once" }).optional(),
        /** The travellers it is for; omitted, everyone on its paths. */
        situations: z
          .array(checklistSituation)
          .min(1)
          .refine(distinct, { error: "expected each situation once" })
          .optional(),
      }),
    ),
  }),
  /** What each child travelling needs of their own, where the evidence says so; its words in `children.<id>`. */
  children: z.array(z.strictObject({ id, fact: id })).default([]),
  /**
   * What a visa or permit of another country opens here, one entry per rule (decision 0026): the
   * guide's "who can skip the visa" and the pages of what a visa you hold opens both read it.
   */
  heldVisas: z.array(heldVisa).default([]),
  /** The holdings that are this destination's own visa or permit (the US visa for the US): no exemption, the guide itself. */
  ownHoldings: z.array(z.enum(holdings)).refine(distinct, { error: "expected each holding once" }).default([]),
  sources: z.record(id, source),
});

/** A piece of evidence as the code reads it: its source with the fact's quote from it. */
type Evidence = Source & { quote: string };
/**
 * A fact as the code reads it: its evidence resolved, and the day it is due for review (its
 * date plus its topic's period: `reviewPeriods`), or null when its evidence is undated, so due now.
 */
export type GuideFact = Omit<WrittenFact, "evidence"> & { evidence: Evidence[]; reviewBy: string | null };

/** A fact with its citations resolved, from its own file's sources or shared.json's. */
function resolvedFact(fact: WrittenFact, own: Record<string, Source>, shared: SharedFile): GuideFact {
  return {
    ...fact,
    evidence: fact.evidence.map(({ source, quote }) => ({ ...(own[source] ?? shared.sources[source]!), quote })),
    reviewBy: fact.date === null ? null : reviewByDate(fact.date, fact.topic),
  };
}

/** A destination's facts with every citation resolved: what the guides and the build read. */
function destinationSchema(shared: SharedFile) {
  const resolved = (fact: WrittenFact, own: Record<string, Source>) => resolvedFact(fact, own, shared);
  return destinationFile
    .superRefine((file, context) => checkReferences(file, shared, context))
    .transform(({ sources: own, facts, ...file }) => ({
      ...file,
      facts: Object.fromEntries(
        Object.entries(facts).map(([factId, fact]) => [
          factId,
          typeof fact === "string" ? resolved(shared.facts[fact]!, {}) : resolved(fact, own),
        ]),
      ) as Record<string, GuideFact>,
    }));
}

export type GuideFacts = z.output<ReturnType<typeof destinationSchema>>;

/** Where the files are, as an editor finds them: error messages name the file from here. */
const folder = "app/content/facts";
const sharedName = "shared.json";

/** The file a destination's facts are in, as the repository names it. */
export function factFilePath(slug: string): string {
  return `${folder}/${slug}.json`;
}

/**
 * Every destination's facts from the files' contents, keyed by file name (`vietnam.json`):
 * exactly one file per destination the site lists (destination-photos.ts), and `shared.json`.
 * Throws one line per problem in any file, naming the file and the field.
 */
export function parseGuideFacts(files: Record<string, unknown>): Record<DestinationSlug, GuideFacts> {
  const slugs: readonly string[] = destinationSlugs;
  const names = new Set([sharedName, ...slugs.map((slug) => `${slug}.json`)]);
  const problems = [
    ...Object.keys(files)
      .filter((name) => !names.has(name))
      .map((name) => `${folder}/${name}: not a destination the site lists (destination-photos.ts) nor ${sharedName}`),
    ...[...names].filter((name) => !Object.hasOwn(files, name)).map((name) => `${folder}/${name}: missing`),
  ];
  if (problems.length === 0) {
    const shared = checkFile(sharedFile, `${folder}/${sharedName}`, files[sharedName]);
    problems.push(...shared.problems);
    if (shared.data) {
      const schema = destinationSchema(shared.data);
      const guides = slugs.map((slug) => [slug, checkFile(schema, factFilePath(slug), files[`${slug}.json`])] as const);
      problems.push(...guides.flatMap(([, guide]) => guide.problems));
      if (problems.length === 0)
        return Object.fromEntries(guides.map(([slug, guide]) => [slug, guide.data])) as Record<
          DestinationSlug,
          GuideFacts
        >;
    }
  }
  throw new Error(`Guide facts:\n${problems.join("\n")}`);
}

const factFiles: Record<string, unknown> = import.meta.env
  ? Object.fromEntries(
      Object.entries(import.meta.glob("./facts/*.json", { eager: true, import: "default" })).map(([path, content]) => [
        path.slice("./facts/".length),
        content,
      ]),
    )
  : readContentFiles("facts");

/**
 * Every destination's guide facts, in the site's order of destinations. Under Vite the files
 * come with import.meta.glob; node scripts (`npm run facts`) read them from disk.
 */
export const guideFacts = parseGuideFacts(factFiles);

/** A currency's official fixed rate: `units` of it per 1 of `to`, and where to confirm it. */
export interface CurrencyPeg {
  to: Currency;
  units: number;
  confirmAt: string;
}

/** The currencies fixed to another (shared.json's `currencyPegs`), checked with the guides above. */
export const currencyPegs: Partial<Record<Currency, CurrencyPeg>> = (() => {
  const shared = sharedFile.parse(factFiles[sharedName]);
  return Object.fromEntries(
    Object.entries(shared.currencyPegs).map(([code, peg]) => [
      code,
      { to: peg!.to, units: peg!.units, confirmAt: shared.facts[peg!.fact]!.confirmAt },
    ]),
  );
})();

/**
 * The Schengen states (ISO 3166-1 codes, in shared.json's order) with our guide to each where
 * we have one, the fact that lists them and the rule on which state to apply to.
 */
export interface SchengenFacts {
  members: readonly { code: string; guide: DestinationSlug | null }[];
  membersFact: GuideFact;
  whereToApply: GuideFact;
}

/** shared.json's Schengen states and rule, checked with the guides above. */
export const schengen: SchengenFacts = (() => {
  const shared = sharedFile.parse(factFiles[sharedName]);
  const { members, membersFact, whereToApply } = shared.schengen;
  return {
    members: Object.entries(members).map(([code, guide]) => ({ code, guide: guide as DestinationSlug | null })),
    membersFact: resolvedFact(shared.facts[membersFact]!, {}, shared),
    whereToApply: resolvedFact(shared.facts[whereToApply]!, {}, shared),
  };
})();

/**
 * The facts of shared.json that no guide's facts cite (the Schengen rule and states): the
 * pages show them all the same, so they are due for review as the guides' facts are.
 */
export const sharedOnlyFacts: Record<string, GuideFact> = (() => {
  const shared = sharedFile.parse(factFiles[sharedName]);
  const cited = new Set(
    destinationSlugs.flatMap((slug) =>
      Object.values((factFiles[`${slug}.json`] as { facts: Record<string, unknown> }).facts).filter(
        (fact) => typeof fact === "string",
      ),
    ),
  );
  return Object.fromEntries(
    Object.entries(shared.facts)
      .filter(([id]) => !cited.has(id))
      .map(([id, fact]) => [id, resolvedFact(fact, {}, shared)]),
  );
})();
