// Build time only, with the facts (zod): the guides' page files and the build's last step
// (scripts/build/postbuild.mjs) import this; relative imports with extensions for the latter.
import { changeFeedFile } from "../../../server/security-headers.mjs";
import type { HeadTag } from "../logic/seo.ts";
import { type Locale, locales, localeSettings, localizePath } from "../../config/locales.ts";
import { changesAnchor, guidePath, paths } from "../../config/pages.ts";
import { absoluteUrl, site } from "../../config/site.ts";
import { destinationGuides } from "../../content/destination-guides.ts";
import type { DestinationSlug } from "../../content/destination-photos.ts";
import type destinationsWords from "../../content/words/en/destinations.json";
import { type GuideFact, guideFacts } from "../../content/facts.ts";
import { guidePage } from "../../content/guide-page.ts";
import { wordsOf } from "../../content/words.ts";
import { type FactEvidence, factDating, factEvidence } from "./fact-dating.ts";
import { formatGuideDate } from "../logic/guide-date.ts";
import { escapeXml } from "./seo-files.ts";
import { fillTemplate } from "../logic/template.ts";

/**
 * What changed (docs/decisions/0013): each guide's change log, the facts its `changeLog` names,
 * dated by their evidence, and our corrections (`corrections`), dated by the day we made them,
 * newest first; and one Atom feed per language of every guide's changes, which the build writes
 * (`/changes.xml`, `/hi/changes.xml`).
 */

/** A language's feed, as a site path: "/changes.xml", "/hi/changes.xml". */
function changeFeedPath(locale: Locale): string {
  return localizePath(`/${changeFeedFile}`, locale);
}

interface Change {
  slug: DestinationSlug;
  /** The fact a change records, or the fact a correction rests on: its evidence is the source. */
  fact: GuideFact;
  /** The day shown: the fact's evidence's, or the day we made the correction. */
  date: string;
  /** The correction's id; null for a change the fact records. */
  correction: string | null;
  /** The change's key, on the page and in the feed: the fact's id, or "correction-" and the correction's. */
  key: string;
}

/** The key of a guide's announcement, among its changes: the day we published it, with the rule's evidence. */
const publishedKey = "published";

/** A guide's changes and corrections, newest first; one day's keep the file's order, changes first. */
function changesOf(slug: DestinationSlug): Change[] {
  const { changeLog, corrections, facts, published, ruleFact } = guideFacts[slug];
  return [
    ...(published ? [{ slug, fact: facts[ruleFact]!, date: published, correction: null, key: publishedKey }] : []),
    // Dated, as the change log accepts no undated fact (content/facts.ts).
    ...changeLog.map((id) => ({ slug, fact: facts[id]!, date: facts[id]!.date!, correction: null, key: id })),
    ...corrections.map(({ id, date, fact }) => ({
      slug,
      fact: facts[fact]!,
      date,
      correction: id,
      key: `correction-${id}`,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
}

/** A change in a language: what changed and how it is dated, as its fact says it or as we corrected it. */
function changeWords({ slug, fact, date, correction, key }: Change, locale: Locale) {
  const guide = destinationGuides[locale][slug];
  if (key === publishedKey) {
    const { publishedSays, publishedOn, publishedTitle } = guidePage[locale].changes;
    return {
      says: fillTemplate(publishedSays, { label: guide.label }),
      dating: fillTemplate(publishedOn, { date: formatGuideDate(date, locale) }),
      title: publishedTitle,
    };
  }
  if (correction === null) {
    const { says, by } = guide.facts[key]!;
    return { says, dating: factDating(fact, by, locale), title: guidePage[locale].changes.entryTitle };
  }
  const { correctedOn, correctionTitle } = guidePage[locale].changes;
  return {
    says: guide.corrections[correction]!,
    dating: fillTemplate(correctedOn, { date: formatGuideDate(date, locale) }),
    title: correctionTitle,
  };
}

/** A change as a guide's "What changed" lists it: what changed, how it is dated, and what says so. */
export interface ChangeView {
  /** The change's key on the page. */
  id: string;
  says: string;
  dating: string;
  /** The pages the fact was taken from, and where to confirm it. */
  evidence: FactEvidence;
}

/** A guide's "What changed" section in one language: its changes, newest first, and the feed. */
export function guideChanges(slug: DestinationSlug, locale: Locale) {
  const { none, feed } = guidePage[locale].changes;
  return {
    entries: changesOf(slug).map((change): ChangeView => {
      const { says, dating } = changeWords(change, locale);
      return { id: change.key, says, dating, evidence: factEvidence(change.fact, locale) };
    }),
    words: { none, feed },
    feed: changeFeedPath(locale),
  };
}

/** The feed's link in a page's head (guides and Destinations), for feed readers and browsers. */
export function changeFeedLink(locale: Locale): HeadTag {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: guidePage[locale].changes.feedTitle,
    href: absoluteUrl(changeFeedPath(locale)),
  };
}

const destinationNames = wordsOf<typeof destinationsWords>("destinations");

/** Atom dates are times: a source's day, as it bears it, from its start. */
const atomTime = (date: string) => `${date}T00:00:00Z`;

/** One change as an Atom entry: what changed, dated and linked to its guide and its sources. */
function feedEntry(change: Change, locale: Locale, origin: string): string {
  const words = guidePage[locale].changes;
  const { says, dating, title } = changeWords(change, locale);
  const guideUrl = absoluteUrl(localizePath(guidePath(change.slug), locale), origin);
  const sources = change.fact.evidence.map(({ url, publisher, title }) => ({
    url,
    line:
      title === null
        ? fillTemplate(words.sourceLineUntitled, { publisher })
        : fillTemplate(words.sourceLine, { publisher, title }),
  }));
  const content = [
    `<p>${escapeXml(says)}</p>`,
    `<p>${escapeXml(dating)}</p>`,
    ...sources.map(({ url, line }) => `<p><a href="${escapeXml(url)}">${escapeXml(line)}</a></p>`),
  ].join("");
  return [
    "  <entry>",
    `    <id>${escapeXml(`${guideUrl}#${changesAnchor}-${change.key}`)}</id>`,
    `    <title>${escapeXml(fillTemplate(title, { name: destinationNames[locale][change.slug].name, says }))}</title>`,
    `    <updated>${atomTime(change.date)}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(`${guideUrl}#${changesAnchor}`)}"/>`,
    ...sources.map(({ url, line }) => `    <link rel="related" href="${escapeXml(url)}" title="${escapeXml(line)}"/>`),
    `    <content type="html">${escapeXml(content)}</content>`,
    "  </entry>",
  ].join("\n");
}

/**
 * A language's Atom feed (RFC 4287) of every guide's changes, newest first. It is as new as
 * its newest change, never the build's date, which would claim that something changed.
 */
function changeFeedXml(locale: Locale, origin: string): string {
  const changes = (Object.keys(guideFacts) as DestinationSlug[])
    .flatMap(changesOf)
    .sort((a, b) => b.date.localeCompare(a.date));
  const self = absoluteUrl(changeFeedPath(locale), origin);
  const home = absoluteUrl(localizePath(paths.home, locale), origin);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeSettings[locale].htmlLang}">
  <id>${escapeXml(self)}</id>
  <title>${escapeXml(guidePage[locale].changes.feedTitle)}</title>
  <updated>${atomTime(changes[0]!.date)}</updated>
  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(home)}</uri></author>
  <link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(absoluteUrl(localizePath(paths.destinations, locale), origin))}"/>
${changes.map((change) => feedEntry(change, locale, origin)).join("\n")}
</feed>
`;
}

/** Every language's feed, keyed by its file's path in the build ("changes.xml", "hi/changes.xml"). */
export function changeFeeds(origin: string): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [changeFeedPath(locale).slice(1), changeFeedXml(locale, origin)]));
}
