// Build time only, with zod: the guides' view (guide-view.server.ts) imports this, never a component.
import { z } from "zod";
import { type Localized, locales, mapLocales } from "../config/locales.ts";
import { checkFile } from "../lib/build/schema-problems.ts";
import { type DestinationSlug, destinationSlugs } from "./destination-photos.ts";
import { type GuideFacts, factFilePath, guideFacts } from "./facts.ts";
import { guidePage } from "./guide-page.ts";
import { wordsOf } from "./words.ts";
import { english, wordFilePath } from "./words-check.ts";

/**
 * The words of each destination's guide (docs/decisions/0013, 0017): one file per language and
 * destination, `words/<locale>/guides/<slug>.json`, keyed as its facts in `facts/<slug>.json`.
 * The words loader checks every language against English; here each file is checked for what a
 * guide shows (the schema below) and for the words of every fact and portal. The time is the
 * destination's `getTime` (destinations.ts): the guide only says when it applies.
 */

const text = z.string().trim().min(1, { error: "expected some text" });
const texts = z.array(text);

/** A destination's guide in one language. */
const guideText = z.strictObject({
  /** The rule in a few words, for the card and the summary. */
  label: text,
  /** The rule today for Indian ordinary passport holders. */
  rule: text,
  stay: text,
  /** While the facts' `changing` is true (and only then), the banner: whom the announced change concerns and what they do. */
  changing: text.optional(),
  /**
   * Each entry of the facts' `heldVisas` in words (decision 0026): who it is for, naming the
   * visas and permits, and its conditions, each a sentence a traveller checks their papers by.
   */
  heldVisas: z.record(z.string(), z.strictObject({ who: text, conditions: texts })).default({}),
  /** Each fact in words, by its id: who says it (an authority or a paper, named in the language) and what. */
  facts: z.record(z.string(), z.strictObject({ by: text, says: text })),
  /** What each official link is for, by the portal's id. */
  portals: z.record(z.string(), text),
  /** Look-alike sites and traps, with what to do instead. */
  warnings: texts,
  /** When the destination's `getTime` applies. */
  timeApplies: text,
  /** What the site will do for this destination at launch; the page adds the launch message. */
  atLaunch: text,
  faqs: z.array(z.strictObject({ question: text, answer: text })),
  /** What the sources read left open, said plainly. */
  unknown: texts,
  /** The guide's plan (decision 0019), keyed by the ids of the facts file's parts. */
  costs: z.record(z.string(), text),
  applyWindow: z.strictObject({ summary: text, tooEarly: text, tooLate: text }),
  steps: z.record(z.string(), z.strictObject({ title: text, needs: text })),
  beforeYouFly: z.record(z.string(), z.strictObject({ title: text, text })),
  checklist: z.record(z.string(), text),
  /** What each child needs of their own, by the ids of the facts file's `children`. */
  children: z.record(z.string(), text).default({}),
  /** Our corrections, by the ids of the facts file's `corrections`: what we corrected, plainly. */
  corrections: z.record(z.string(), text).default({}),
});
export type GuideText = z.infer<typeof guideText>;

type GuideWords = Localized<Record<DestinationSlug, GuideText>>;

/**
 * Where a guide's words and its facts disagree: every fact and every portal needs its words in
 * every language, and words need a fact or portal to be about.
 */
function factProblems(words: GuideWords, facts: Record<DestinationSlug, GuideFacts>): string[] {
  return locales.flatMap((locale) =>
    (Object.keys(facts) as DestinationSlug[]).flatMap((slug) => {
      const file = wordFilePath(locale, `guides/${slug}`);
      const compareKeys = (field: string, what: string, inFacts: string[], inWords: string[]) => [
        ...inFacts
          .filter((key) => !inWords.includes(key))
          .map((key) => `${file}: ${field}.${key}: missing (${factFilePath(slug)} has this ${what})`),
        ...inWords
          .filter((key) => !inFacts.includes(key))
          .map((key) => `${file}: ${field}.${key}: extra (no such ${what} in ${factFilePath(slug)})`),
      ];
      const guide = facts[slug];
      const text = words[locale][slug];
      const ids = (entries: readonly { id: string }[]) => entries.map(({ id }) => id);
      const plan = [
        ...compareKeys("costs", "cost", ids(guide.costs), Object.keys(text.costs)),
        ...compareKeys("steps", "step", ids(guide.steps), Object.keys(text.steps)),
        ...compareKeys("beforeYouFly", "step", ids(guide.beforeYouFly), Object.keys(text.beforeYouFly)),
        ...compareKeys("checklist", "document", ids(guide.documents.items), Object.keys(text.checklist)),
        ...compareKeys("corrections", "correction", ids(guide.corrections), Object.keys(text.corrections)),
        ...compareKeys("children", "child's document", ids(guide.children), Object.keys(text.children)),
        ...compareKeys("heldVisas", "held-visa entry", ids(guide.heldVisas), Object.keys(text.heldVisas)),
      ];
      // A banner for every traveller misled those the change does not concern (the UAE's UK residence visa).
      const banner =
        guide.changing === (text.changing !== undefined)
          ? []
          : [
              `${file}: changing: ${guide.changing ? "missing" : "extra"} (${factFilePath(slug)} has changing: ${guide.changing})`,
            ];
      const compare = (field: "facts" | "portals", what: string) =>
        compareKeys(field, what, Object.keys(guide[field]), Object.keys(text[field]));
      return [...compare("facts", "fact"), ...compare("portals", "portal"), ...plan, ...banner];
    }),
  );
}

/**
 * Every guide's words in every language, from each destination's word files (as `wordsOf` gives
 * them), checked against the schema and the facts. Throws one line per problem, naming the
 * word file and the key.
 */
export function parseGuideWords(
  files: Record<DestinationSlug, Localized<unknown>>,
  facts: Record<DestinationSlug, GuideFacts>,
): GuideWords {
  const problems: string[] = [];
  const words = mapLocales((locale) =>
    Object.fromEntries(
      (Object.keys(files) as DestinationSlug[]).map((slug) => {
        const checked = checkFile(guideText, wordFilePath(locale, `guides/${slug}`), files[slug][locale]);
        problems.push(...checked.problems);
        return [slug, checked.data];
      }),
    ),
  ) as GuideWords;
  if (problems.length === 0) problems.push(...factProblems(words, facts));
  if (problems.length > 0) throw new Error(`Guide words:\n${problems.join("\n")}`);
  return words;
}

/** Every destination's guide in every language. */
export const destinationGuides: GuideWords = parseGuideWords(
  Object.fromEntries(destinationSlugs.map((slug) => [slug, wordsOf(`guides/${slug}`)])) as Record<
    DestinationSlug,
    Localized<unknown>
  >,
  guideFacts,
);

/**
 * Where the official sites' names (`officialSites` in guide-page.json, decision 0022) and the
 * facts disagree: the host of every fact's `confirmAt` needs its site's name, and each name a
 * fact to be for. English's keys are checked: words.ts holds every language to them.
 */
export function officialSiteProblems(sites: Record<string, string>, facts: Record<DestinationSlug, GuideFacts>) {
  const file = wordFilePath(english, "guide-page");
  const confirmedOn = new Map<string, string>();
  for (const [slug, guide] of Object.entries(facts))
    for (const [id, { confirmAt }] of Object.entries(guide.facts))
      if (!confirmedOn.has(new URL(confirmAt).host))
        confirmedOn.set(new URL(confirmAt).host, `${factFilePath(slug)}: facts.${id}.confirmAt`);
  return [
    ...[...confirmedOn]
      .filter(([host]) => !Object.hasOwn(sites, host))
      .map(([host, fact]) => `${file}: officialSites["${host}"]: missing (${fact} is on this host)`),
    ...Object.keys(sites)
      .filter((host) => !confirmedOn.has(host))
      .map((host) => `${file}: officialSites["${host}"]: extra (no fact's confirmAt is on this host)`),
  ];
}

const siteProblems = officialSiteProblems(guidePage[english].officialSites, guideFacts);
if (siteProblems.length > 0) throw new Error(`Official sites:\n${siteProblems.join("\n")}`);
