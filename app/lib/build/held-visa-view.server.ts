// Build time only: what a visa or permit held from another country opens in each place we cover
// (decision 0026), from the guides' `heldVisas` facts: the holdings' pages, their index and
// picker, and the guides' part on it all read this, so each says the same.
import { type HeldVisaEntry, type Holding, heldVisaEntries, holdings } from "~/config/holdings";
import { type Locale, localizePath } from "~/config/locales";
import { guidePath, heldVisasAnchor, holdingPath, paths } from "~/config/pages";
import { destinationGuides } from "~/content/destination-guides";
import type { DestinationSlug } from "~/content/destination-photos";
import { destinationName } from "~/content/destinations";
import { ecbRates } from "~/content/exchange-rates";
import { currencyPegs, guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { holdingSearchTerms } from "~/content/search-words";
import { visaYouHold } from "~/content/visa-you-hold";
import type { PickerOpening } from "../logic/held-visas";
import type { HoldingOffer } from "../logic/holding-offers";
import type { DatedText } from "../inline-scripts/dated-text";
import { nextRuleChange, ruleStatus } from "../logic/destination-guides";
import { formatNumber } from "../logic/locale-format";
import { fillTemplate } from "../logic/template";
import { costInRupees, money } from "./guide-plan";
import { type FactView, factView, ruleLabel } from "./guide-view.server";
import { pageHead } from "./page-content.server";

type HeldVisa = (typeof guideFacts)[DestinationSlug]["heldVisas"][number];

const slugs = Object.keys(guideFacts) as DestinationSlug[];

/** The entry a held visa gives, with its stay, fee and conditions, dated by its facts. */
export interface Opening {
  entry: HeldVisaEntry;
  /** Lower saves more: the order of config/holdings.ts's entries. */
  rank: number;
  entryLabel: string;
  stay: string;
  fee: { text: string; rupees: string | null };
  url: { href: string; host: string } | null;
  who: string;
  conditions: string[];
  uncertain: boolean;
  facts: FactView[];
}

/** One place's answer for a holding: what it opens, or why it changes nothing. */
export interface PlaceAnswer {
  slug: DestinationSlug;
  name: string;
  /** The guide's part on held visas, in the page's language. */
  guideHref: string;
  /** "Read the Georgia guide". */
  readGuide: string;
  /** What it opens ("opens"), or the evidence that it does not ("none"). */
  opening: Opening | null;
  /** Why nothing opens, where there is no opening or it is "none". */
  nothing: DatedText;
  /** The place's usual rule in a few words, shown with why nothing opens; none for its own visa. */
  usualRule: DatedText;
}

/** What a place's answer says on one day, before its sentences are dated. */
type DayAnswer = Omit<PlaceAnswer, "nothing" | "usualRule"> & { nothing: string | null; usualRule: string | null };

function stayWords(stay: HeldVisa["stay"], locale: Locale): string {
  const words = visaYouHold[locale].stays;
  const count = (value: number) => formatNumber(value, locale);
  if (stay === null) return words.notGiven;
  if ("hours" in stay) return fillTemplate(words.hours, { count: count(stay.hours) });
  return stay.inDays === undefined
    ? fillTemplate(words.days, { count: count(stay.days) })
    : fillTemplate(words.daysIn, { count: count(stay.days), period: count(stay.inDays) });
}

function feeWords(held: HeldVisa, slug: DestinationSlug, locale: Locale, today: string): Opening["fee"] {
  const words = visaYouHold[locale].fees;
  if (held.fee === null) return { text: words.notGiven, rupees: null };
  if (held.fee === "free") return { text: words.free, rupees: null };
  const page = guidePage[locale];
  const rupees = costInRupees(
    { ...held.fee, inr: null },
    {
      page,
      rates: { ecb: ecbRates, pegs: currencyPegs },
      today,
      locale,
      fact: (id) => factView(slug, id, locale),
    },
  );
  return {
    text: money(page.costs.amount, held.fee.amount, held.fee.currency, { page, locale }),
    rupees: rupees?.text ?? null,
  };
}

function opening(held: HeldVisa, slug: DestinationSlug, locale: Locale, today: string): Opening {
  const text = destinationGuides[locale][slug].heldVisas[held.id]!;
  return {
    entry: held.entry,
    rank: heldVisaEntries.indexOf(held.entry),
    entryLabel: visaYouHold[locale].entries[held.entry],
    stay: stayWords(held.stay, locale),
    fee: feeWords(held, slug, locale, today),
    url: held.url === null ? null : { href: held.url, host: new URL(held.url).host },
    who: text.who,
    conditions: text.conditions,
    uncertain: held.uncertain,
    facts: held.facts.map((id) => factView(slug, id, locale)),
  };
}

/** What a holding opens at one place on a day (the usual rule's words are that day's). */
function dayAnswer(holding: Holding, slug: DestinationSlug, locale: Locale, today: string): DayAnswer {
  const guide = guideFacts[slug];
  const words = visaYouHold[locale].holdingPage;
  const name = destinationName(locale, slug);
  const label = ruleLabel(slug, locale, today);
  const held = guide.heldVisas.find((entry) => entry.holdings.includes(holding));
  const answer = {
    slug,
    name,
    guideHref: `${localizePath(guidePath(slug), locale)}#${heldVisasAnchor}`,
    readGuide: fillTemplate(words.readGuide, { name }),
  };
  if (held) {
    const found = opening(held, slug, locale, today);
    return held.entry === "none"
      ? { ...answer, opening: found, nothing: words.none, usualRule: label }
      : { ...answer, opening: found, nothing: null, usualRule: null };
  }
  if (guide.ownHoldings.includes(holding))
    return { ...answer, opening: null, nothing: fillTemplate(words.own, { name }), usualRule: null };
  // "Every Indian gets the same" only while the rule is today's: not for a scheme past its end or being changed.
  const nothing =
    guide.kind === "visa-free" && ruleStatus(guide, today) === "current" ? words.everyone : words.notFound;
  return { ...answer, opening: null, nothing, usualRule: label };
}

const opens = (answer: PlaceAnswer) => answer.opening !== null && answer.opening.entry !== "none";

/**
 * What a holding opens at one place on the build's day, with what its sentences become on the
 * day the place's rule next changes (a scheme's end), which the page carries too (decision 0013).
 */
function placeAnswer(holding: Holding, slug: DestinationSlug, locale: Locale, today: string): PlaceAnswer {
  const now = dayAnswer(holding, slug, locale, today);
  const from = nextRuleChange(guideFacts[slug], today);
  const then = from === null ? null : dayAnswer(holding, slug, locale, from);
  const dated = (key: "nothing" | "usualRule"): DatedText =>
    then === null || then[key] === now[key]
      ? { text: now[key] }
      : { text: now[key], change: { from: from!, text: then[key] } };
  return { ...now, nothing: dated("nothing"), usualRule: dated("usualRule") };
}

/** Every place's answer for a holding, in the site's order. */
function placeAnswers(holding: Holding, locale: Locale, today: string): PlaceAnswer[] {
  return slugs.map((slug) => placeAnswer(holding, slug, locale, today));
}

/** The holdings as the index lists them: each one's name, what it covers and its page. */
function holdingLinks(locale: Locale) {
  return holdings.map((holding) => ({
    holding,
    name: visaYouHold[locale].holdings[holding].name,
    about: visaYouHold[locale].holdings[holding].about,
    href: localizePath(holdingPath(holding), locale),
  }));
}

/** A holding's page: the places it opens, most saved first, then those where it changes nothing. */
export function holdingView(holding: Holding, locale: Locale, today: string) {
  const words = visaYouHold[locale];
  const { title, metaTitle, description, about, name } = words.holdings[holding];
  const answers = placeAnswers(holding, locale, today);
  return {
    path: holdingPath(holding),
    meta: pageHead(locale, holdingPath(holding), { title: metaTitle, description }),
    title,
    name,
    about,
    words: {
      ...words.holdingPage,
      indexTitle: words.title,
      indexHref: localizePath(paths.visaYouHold, locale),
      labels: guidePage[locale].labels,
      breadcrumbLabel: guidePage[locale].breadcrumbLabel,
    },
    opened: answers.filter(opens).sort((a, b) => a.opening!.rank - b.opening!.rank),
    unopened: answers.filter((answer) => !opens(answer)),
    others: holdingLinks(locale).filter((link) => link.holding !== holding),
  };
}

export type HoldingView = ReturnType<typeof holdingView>;

/** The index: every holding as a link, and the picker's data (what each opens, in a line per place). */
export function holdingsIndexView(locale: Locale, today: string) {
  const words = visaYouHold[locale];
  const places = slugs.map((slug) => destinationName(locale, slug));
  const openings = Object.fromEntries(
    holdings.map((holding) => [
      holding,
      placeAnswers(holding, locale, today).flatMap((answer, place): PickerOpening[] =>
        opens(answer)
          ? [
              {
                place,
                rank: answer.opening!.rank,
                uncertain: answer.opening!.uncertain,
                line: `${answer.opening!.entryLabel} · ${answer.opening!.stay}`,
              },
            ]
          : [],
      ),
    ]),
  ) as Record<Holding, PickerOpening[]>;
  return {
    meta: pageHead(locale, paths.visaYouHold, words.meta),
    title: words.title,
    intro: words.intro,
    holdingsHeading: words.holdingsHeading,
    holdings: holdingLinks(locale),
    picker: {
      words: { ...words.picker, uncertain: words.holdingPage.uncertain },
      places: places.map((name, place) => ({
        name,
        slug: slugs[place]!,
        href: `${localizePath(guidePath(slugs[place]!), locale)}#${heldVisasAnchor}`,
      })),
      holdingHrefs: Object.fromEntries(
        holdings.map((holding) => [holding, localizePath(holdingPath(holding), locale)]),
      ) as Record<Holding, string>,
      openings,
    },
  };
}

export type HoldingsIndexView = ReturnType<typeof holdingsIndexView>;

/**
 * A guide's part on held visas (its "who can skip the visa"): each entry under a heading naming
 * what it gives, its words, and a link to each holding's page; no groups where the guide has none.
 */
export function guideHeldVisas(slug: DestinationSlug, locale: Locale) {
  const words = visaYouHold[locale];
  const text = destinationGuides[locale][slug];
  const held = guideFacts[slug].heldVisas;
  // Entries giving the same entry share its heading, in the order the facts list them.
  const entries = [...new Set(held.map(({ entry }) => entry))];
  return {
    anchor: heldVisasAnchor,
    groups: entries.map((entry) => ({
      heading: words.guide.headings[entry],
      entries: held
        .filter((candidate) => candidate.entry === entry)
        .map(({ id, holdings: named }) => ({
          id,
          who: text.heldVisas[id]!.who,
          conditions: text.heldVisas[id]!.conditions,
          // By name, after "Where else each one helps:": six countries' page titles filled a phone's screen.
          links: named.map((holding) => ({
            href: localizePath(holdingPath(holding), locale),
            label: words.holdings[holding].name,
          })),
        })),
    })),
    opensElsewhere: words.guide.opensElsewhere,
    all: { href: localizePath(paths.visaYouHold, locale), label: words.guide.allHoldings },
  };
}

export type GuideHeldVisas = ReturnType<typeof guideHeldVisas>;

/** The holdings' pages as the destination search offers them, with how the language types each. */
export function holdingOffers(locale: Locale): HoldingOffer[] {
  return holdings.map((holding) => ({
    href: localizePath(holdingPath(holding), locale),
    label: visaYouHold[locale].holdings[holding].title,
    terms: holdingSearchTerms[locale][holding].aliases,
  }));
}
