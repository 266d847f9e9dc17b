// Build time only: the page files of a guide and of Destinations put one guide's words, or the
// cards' rule lines, in one language into one page (decisions 0011, 0013).
import type { Locale } from "~/config/locales";
import { guidePath } from "~/config/pages";
import { emailHref } from "~/config/site";
import { destinationGuides } from "~/content/destination-guides";
import type { DestinationSlug } from "~/content/destination-photos";
import { destinationName, destinationTime } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { ecbRates } from "~/content/exchange-rates";
import { currencyPegs, guideFacts, type RuleKind } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { type SupportChannel, placeChats, support } from "~/content/support";
import { changeFeedLink, guideChanges } from "./change-feed";
import type { DatedText } from "../inline-scripts/dated-text";
import { nextRuleChange, ruleStatus } from "../logic/destination-guides";
import { formatGuideDate } from "../logic/guide-date";
import { type FactEvidence, factDating, factEvidence } from "./fact-dating";
import { guidePlan, money } from "./guide-plan";
import { pageHead } from "./page-content.server";
import { schengenView } from "./schengen-view.server";
import { askAboutPlaceHref } from "../logic/place-chat";
import { fillTemplate } from "../logic/template";

export function isDestinationSlug(slug: string): slug is DestinationSlug {
  return Object.hasOwn(guideFacts, slug);
}

/** A fact as a page states it: what is said, how it is dated, the pages it was taken from and where to confirm it. */
export interface FactView {
  says: string;
  /** "Reported by The Star on 20 December 2024", "Stated by … on a page that shows no date". */
  dating: string;
  evidence: FactEvidence;
}

export function factView(slug: DestinationSlug, id: string, locale: Locale): FactView {
  const fact = guideFacts[slug].facts[id]!;
  const text = destinationGuides[locale][slug].facts[id]!;
  return {
    says: text.says,
    dating: factDating(fact, text.by, locale),
    evidence: factEvidence(fact, locale),
  };
}

/**
 * What a guide's rule status makes its pages say on one day: the rule in a few words with a
 * temporary scheme's last day, a banner, the kind of entry and the rule line's opening. A
 * scheme past its last day says so, never as today's rule.
 */
function ruleWords(slug: DestinationSlug, locale: Locale, day: string) {
  const guide = guideFacts[slug];
  const { label, changing } = destinationGuides[locale][slug];
  const page = guidePage[locale];
  const status = ruleStatus(guide, day);
  const endsOn = guide.endsOn === null ? "" : formatGuideDate(guide.endsOn, locale);
  return {
    label:
      guide.endsOn === null
        ? label
        : status === "ended"
          ? fillTemplate(page.status.endedLabel, { date: endsOn })
          : fillTemplate(page.status.untilLabel, { label, date: endsOn }),
    /** A banner for a scheme past its end, or for a rule being changed: the guide's own, saying whom it concerns. */
    statusNote:
      status === "ended"
        ? fillTemplate(page.status.ended, { date: endsOn })
        : status === "changing"
          ? (changing ?? null)
          : null,
    /** The kind of entry, only while it is today's rule. */
    kind: status === "current" ? page.kinds[guide.kind] : null,
    ruleOpening: status === "ended" ? fillTemplate(page.status.until, { date: endsOn }) : null,
  };
}

type RuleWords = ReturnType<typeof ruleWords>;

/** A guide's rule in a few words on the build's day: the holdings' pages say it where a holding changes nothing. */
export function ruleLabel(slug: DestinationSlug, locale: Locale, today: string): string {
  return ruleWords(slug, locale, today).label;
}

/**
 * The rule's words on the build's day, each with what it becomes on the day the status next
 * changes, when that is after the build: the page carries both (lib/inline-scripts/dated-text.ts).
 */
function datedRuleWords(slug: DestinationSlug, locale: Locale, today: string) {
  const now = ruleWords(slug, locale, today);
  const from = nextRuleChange(guideFacts[slug], today);
  const then = from === null ? null : { from, words: ruleWords(slug, locale, from) };
  const dated = (key: keyof RuleWords): DatedText =>
    then === null || then.words[key] === now[key]
      ? { text: now[key] }
      : { text: now[key], change: { from: then.from, text: then.words[key] } };
  return { now, dated };
}

/**
 * A card's rule line: the rule in a few words, how the fact it rests on is dated, the page that
 * dates it and the official page to confirm it on.
 */
export interface RuleSummary {
  label: DatedText;
  dating: string;
  evidence: FactEvidence;
  /** The kind of entry the search finds the card by ("visa free"): none once a scheme is past its end. */
  searchKind: RuleKind | null;
}

function ruleSummary(slug: DestinationSlug, locale: Locale, today: string): RuleSummary {
  const { ruleFact, facts } = guideFacts[slug];
  return {
    label: datedRuleWords(slug, locale, today).dated("label"),
    dating: factView(slug, ruleFact, locale).dating,
    // The source that dates the rule, and where to confirm it: the guide lists every source.
    evidence: factEvidence(facts[ruleFact]!, locale, { datedOnly: true }),
    searchKind: ruleStatus(guideFacts[slug], today) === "ended" ? null : guideFacts[slug].kind,
  };
}

/** Every card's rule line, by destination, and the words around them. */
export function cardRules(locale: Locale, today: string) {
  const { externalSite } = guidePage[locale].labels;
  return {
    bySlug: Object.fromEntries(
      (Object.keys(guideFacts) as DestinationSlug[]).map((slug) => [slug, ruleSummary(slug, locale, today)]),
    ) as Record<string, RuleSummary>,
    labels: { externalSite },
  };
}

export type CardRules = ReturnType<typeof cardRules>;

/** A guide page in one language, its rule read against `today` (an ISO date). */
export function guideView(slug: DestinationSlug, locale: Locale, today: string) {
  const guide = guideFacts[slug];
  const text = destinationGuides[locale][slug];
  const page = guidePage[locale];
  const name = destinationName(locale, slug);
  const getTime = destinationTime(locale, slug);
  const { now, dated } = datedRuleWords(slug, locale, today);
  const timing = new Set(guide.timingFacts);
  const contact: SupportChannel[] = [
    { id: "whatsapp", label: support[locale].chatOnWhatsapp, href: askAboutPlaceHref(name, placeChats[locale]) },
    { id: "email", label: support[locale].sendEmail, href: emailHref(fillTemplate(page.emailSubject, { name })) },
  ];
  return {
    /** The page's path in the default language, for its trail. */
    path: guidePath(slug),
    meta: [
      ...pageHead(locale, guidePath(slug), {
        title: fillTemplate(page.meta.title, { name }),
        // The build's day: a page's head carries one text; the daily rebuild keeps it current.
        description: fillTemplate(page.meta.description, { name, label: now.label }),
      }),
      changeFeedLink(locale),
    ],
    name,
    title: fillTemplate(page.title, { name }),
    /** A banner for a scheme past its end, or for a rule being changed: the guide's own, saying whom it concerns. */
    statusNote: dated("statusNote"),
    label: dated("label"),
    /** The kind of entry, only while it is today's rule. */
    kind: dated("kind"),
    /** The date the rule rests on, and where to confirm it. */
    ruleDating: factView(slug, guide.ruleFact, locale),
    /** "Until 31 December 2026: " once a scheme is past its last day, then the rule. */
    rule: { opening: dated("ruleOpening"), text: text.rule },
    stay: text.stay,
    /** Which Schengen state to apply to, on a guide to one; else null. */
    schengen: schengenView(slug, locale),
    /**
     * The rule's own fact first; a fact the change log records is said once, under "What changed"
     * (as are the timing facts, with the time), so the list does not repeat it.
     */
    facts: [guide.ruleFact, ...Object.keys(guide.facts).filter((id) => id !== guide.ruleFact)]
      .filter((id) => !timing.has(id) && !guide.changeLog.includes(id))
      .map((id) => factView(slug, id, locale)),
    /** Where facts are left to "What changed", the line that points there ("{changes}": its heading). */
    factsInChanges: guide.changeLog.length > 0 ? page.changes.listedBelow : null,
    /** What changed, newest first, and the feed of every guide's changes. */
    changes: guideChanges(slug, locale),
    unknown: text.unknown,
    portals: Object.entries(guide.portals).map(([id, portal]) => ({
      label: text.portals[id]!,
      url: portal.url,
      host: new URL(portal.url).host,
      fee: portal.fee && {
        text: money(page.fee, portal.fee.amount, portal.fee.currency, { page, locale }),
        dating: factView(slug, portal.fee.fact, locale).dating,
      },
    })),
    lookAlikes: guide.lookAlikes.map(({ host }) => host),
    warnings: text.warnings,
    /** What it costs, when to apply, the steps, before you fly, the documents checklist. */
    plan: guidePlan({
      facts: guide,
      text,
      page,
      rates: { ecb: ecbRates, pegs: currencyPegs },
      today,
      locale,
      name,
      fact: (id) => factView(slug, id, locale),
    }),
    time: {
      getTime,
      applies: text.timeApplies,
      facts: guide.timingFacts.map((id) => factView(slug, id, locale)),
    },
    atLaunch: text.atLaunch,
    contact,
    faqs: text.faqs,
    words: {
      breadcrumbLabel: page.breadcrumbLabel,
      headings: page.headings,
      labels: page.labels,
      decides: page.decides,
      planner: page.planner,
      avoid: page.beforeYouFly.avoid,
      childrenHeading: page.costs.childrenHeading,
      checklist: {
        officialList: page.checklist.officialList,
        noOfficialList: page.checklist.noOfficialList,
        print: page.checklist.print,
        whatsapp: page.checklist.whatsapp,
        clearTicks: page.checklist.clearTicks,
        ticksKept: page.checklist.ticksKept,
      },
      visaBy: destinationsPage[locale].card.visaBy,
    },
  };
}

export type GuideView = ReturnType<typeof guideView>;
