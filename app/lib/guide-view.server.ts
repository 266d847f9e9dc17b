// Build time only: the loaders of a guide and of Destinations put one guide's words, or the
// cards' rule lines, in one language into one page (decisions 0011, 0013).
import { type Locale, localeSettings } from "~/config/locales";
import { guidePath } from "~/config/pages";
import { emailHref } from "~/config/site";
import { destinationGuides } from "~/content/destination-guides";
import type { DestinationSlug } from "~/content/destination-photos";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { guideFacts } from "~/content/facts";
import { guidePage } from "~/content/guide-page";
import { type SupportChannel, placeChats, support } from "~/content/support";
import { changeFeedLink, guideChanges } from "./change-feed";
import { formatGuideDate, ruleStatus } from "./destination-guides";
import { factDating } from "./fact-dating";
import { pageHead } from "./page-content.server";
import { askAboutPlaceHref } from "./place-chat";
import { fillTemplate } from "./template";

export function isDestinationSlug(slug: string): slug is DestinationSlug {
  return Object.hasOwn(guideFacts, slug);
}

/** A fact as a page states it: what is said, how it is dated, and where to confirm it. */
export interface FactView {
  says: string;
  /** "Reported by The Star on 20 December 2024", "Stated by … on a page that shows no date". */
  dating: string;
  confirmAt: string;
}

function factView(slug: DestinationSlug, id: string, locale: Locale): FactView {
  const fact = guideFacts[slug].facts[id]!;
  const text = destinationGuides[locale][slug].facts[id]!;
  return { says: text.says, dating: factDating(fact, text.by, locale), confirmAt: fact.confirmAt };
}

/**
 * The rule in a few words, with a temporary scheme's last day; a scheme past its last day says
 * so instead, never as today's rule.
 */
function ruleLabel(slug: DestinationSlug, locale: Locale, today: string): string {
  const { endsOn } = guideFacts[slug];
  const { label } = destinationGuides[locale][slug];
  if (endsOn === null) return label;
  const { status } = guidePage[locale];
  const date = formatGuideDate(endsOn, locale);
  return ruleStatus(guideFacts[slug], today) === "ended"
    ? fillTemplate(status.endedLabel, { date })
    : fillTemplate(status.untilLabel, { label, date });
}

/** A card's rule line: the rule in a few words, how the fact it rests on is dated, and its official source. */
export interface RuleSummary {
  label: string;
  dating: string;
  source: string;
}

export function ruleSummary(slug: DestinationSlug, locale: Locale, today: string): RuleSummary {
  const rule = factView(slug, guideFacts[slug].ruleFact, locale);
  return { label: ruleLabel(slug, locale, today), dating: rule.dating, source: rule.confirmAt };
}

/** Every card's rule line, by destination, and the words around them. */
export function cardRules(locale: Locale, today: string) {
  const { officialSource, externalSite } = guidePage[locale].labels;
  return {
    bySlug: Object.fromEntries(
      (Object.keys(guideFacts) as DestinationSlug[]).map((slug) => [slug, ruleSummary(slug, locale, today)]),
    ) as Record<string, RuleSummary>,
    labels: { officialSource, externalSite },
  };
}

export type CardRules = ReturnType<typeof cardRules>;

/** A guide page in one language, its rule read against `today` (an ISO date). */
export function guideView(slug: DestinationSlug, locale: Locale, today: string) {
  const guide = guideFacts[slug];
  const text = destinationGuides[locale][slug];
  const page = guidePage[locale];
  const { name, getTime } = destinations[locale].find((destination) => destination.slug === slug)!;
  const status = ruleStatus(guide, today);
  const endsOn = guide.endsOn === null ? "" : formatGuideDate(guide.endsOn, locale);
  const label = ruleLabel(slug, locale, today);
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
        description: fillTemplate(page.meta.description, { name, label }),
      }),
      changeFeedLink(locale),
    ],
    name,
    title: fillTemplate(page.title, { name }),
    /** A banner for a scheme past its end or a rule being changed. */
    statusNote:
      status === "ended"
        ? fillTemplate(page.status.ended, { date: endsOn })
        : status === "changing"
          ? page.status.changing
          : null,
    label,
    /** The kind of entry, only while it is today's rule. */
    kind: status === "current" ? page.kinds[guide.kind] : null,
    /** The date the rule rests on, and where to confirm it. */
    ruleDating: factView(slug, guide.ruleFact, locale),
    rule: `${status === "ended" ? fillTemplate(page.status.until, { date: endsOn }) : ""}${text.rule}`,
    stay: text.stay,
    skip: text.skip,
    /** The rule's own fact first. */
    facts: [guide.ruleFact, ...Object.keys(guide.facts).filter((id) => id !== guide.ruleFact && !timing.has(id))].map(
      (id) => factView(slug, id, locale),
    ),
    /** What changed, newest first, and the feed of every guide's changes. */
    changes: guideChanges(slug, locale),
    unknown: text.unknown,
    portals: Object.entries(guide.portals).map(([id, portal]) => ({
      label: text.portals[id]!,
      url: portal.url,
      host: new URL(portal.url).host,
      fee: portal.fee && {
        text: fillTemplate(page.fee, {
          amount: new Intl.NumberFormat(localeSettings[locale].htmlLang).format(portal.fee.amount),
          currency: page.currencies[portal.fee.currency],
        }),
        dating: factView(slug, portal.fee.fact, locale).dating,
      },
    })),
    lookAlikes: guide.lookAlikes.map(({ host }) => host),
    warnings: text.warnings,
    documents: text.documents,
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
      visaBy: destinationsPage[locale].card.visaBy,
    },
  };
}

export type GuideView = ReturnType<typeof guideView>;
