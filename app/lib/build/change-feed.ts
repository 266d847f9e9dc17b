// Build time only, with the facts (zod): guide loaders and the build's last step
// (scripts/build/postbuild.mjs) import this; relative imports with extensions for the latter.
import type { MetaDescriptor } from "react-router";
import { changeFeedFile } from "../../../server/security-headers.mjs";
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
import { escapeXml } from "./seo-files.ts";
import { fillTemplate } from "../logic/template.ts";

/**
 * What changed (docs/decisions/0013): each guide's change log, the facts its
 * `changeLog` names, newest first, dated by their evidence; and one Atom feed per language of
 * every guide's changes, which the build writes (`/changes.xml`, `/hi/changes.xml`).
 */

/** A language's feed, as a site path: "/changes.xml", "/hi/changes.xml". */
function changeFeedPath(locale: Locale): string {
  return localizePath(`/${changeFeedFile}`, locale);
}

interface Change {
  slug: DestinationSlug;
  id: string;
  /** Dated, as the change log accepts no undated fact (content/facts.ts). */
  fact: GuideFact & { date: string };
}

/** A guide's changes, newest first by their evidence's date; one day's keep the file's order. */
function changesOf(slug: DestinationSlug): Change[] {
  const { changeLog, facts } = guideFacts[slug];
  return changeLog
    .map((id) => ({ slug, id, fact: facts[id] as Change["fact"] }))
    .sort((a, b) => b.fact.date.localeCompare(a.fact.date));
}

/** A change as a guide's "What changed" lists it: what changed, how it is dated, and what says so. */
export interface ChangeView {
  /** The fact's id: a change's key on the page. */
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
    entries: changesOf(slug).map(({ id, fact }): ChangeView => {
      const { says, by } = destinationGuides[locale][slug].facts[id]!;
      return { id, says, dating: factDating(fact, by, locale), evidence: factEvidence(fact, locale) };
    }),
    words: { none, feed },
    feed: changeFeedPath(locale),
  };
}

/** The feed's link in a page's head (guides and Destinations), for feed readers and browsers. */
export function changeFeedLink(locale: Locale): MetaDescriptor {
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
function feedEntry({ slug, id, fact }: Change, locale: Locale, origin: string): string {
  const words = guidePage[locale].changes;
  const { says, by } = destinationGuides[locale][slug].facts[id]!;
  const guideUrl = absoluteUrl(localizePath(guidePath(slug), locale), origin);
  const sources = fact.evidence.map(({ url, publisher, title }) => ({
    url,
    line: fillTemplate(words.sourceLine, { publisher, title }),
  }));
  const content = [
    `<p>${escapeXml(says)}</p>`,
    `<p>${escapeXml(factDating(fact, by, locale))}</p>`,
    ...sources.map(({ url, line }) => `<p><a href="${escapeXml(url)}">${escapeXml(line)}</a></p>`),
  ].join("");
  return [
    "  <entry>",
    `    <id>${escapeXml(`${guideUrl}#${changesAnchor}-${id}`)}</id>`,
    `    <title>${escapeXml(fillTemplate(words.entryTitle, { name: destinationNames[locale][slug].name, says }))}</title>`,
    `    <updated>${atomTime(fact.date)}</updated>`,
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
    .sort((a, b) => b.fact.date.localeCompare(a.fact.date));
  const self = absoluteUrl(changeFeedPath(locale), origin);
  const home = absoluteUrl(localizePath(paths.home, locale), origin);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${localeSettings[locale].htmlLang}">
  <id>${escapeXml(self)}</id>
  <title>${escapeXml(guidePage[locale].changes.feedTitle)}</title>
  <updated>${atomTime(changes[0]!.fact.date)}</updated>
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
