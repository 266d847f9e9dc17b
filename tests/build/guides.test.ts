import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { guideFacts } from "../../app/content/facts";
import type { DestinationSlug } from "../../app/content/destination-photos";
import { destinationsPage } from "../../app/content/destinations-page";
import { guidePage } from "../../app/content/guide-page";
import { shell } from "../../app/content/shell";
import { support } from "../../app/content/support";
import { todayInIndia } from "../../app/lib/logic/destination-guides";
import { cardRules, guideView } from "../../app/lib/build/guide-view.server";
import { byLanguage, guideRoutesIn, languages, pathIn, prefilledText, ui } from "../pages";
import { builtPage } from "./built-html";

/*
 * The destination guides and the cards' rule lines as pre-rendered: everything a visitor needs
 * is in the HTML, so it reads the same without JavaScript (decision 0013). The expected words
 * are the guide's own, as its loader puts them in the page for the build's day; how each fact
 * is dated, and an ended scheme, are unit-tested with a fixed clock (app/lib/build/guide-view.server.test.ts).
 * Plain DOM queries: role queries over 24 long pages would take seconds.
 */

const today = todayInIndia();
/** The card's label before `getTime`, as the requirements fix it in English. */
const visaBy = byLanguage("Visa By: ", (language) => destinationsPage[language].card.visaBy);
/** Whitespace as a reader sees it: any run of it (no-break spaces included) one space. */
const squash = (said: string) => said.replace(/\s+/g, " ").trim();
const text = (element: Element | null | undefined) =>
  element?.textContent == null ? undefined : squash(element.textContent);
const hrefs = (element: Element) => [...element.querySelectorAll("a")].map((link) => link.getAttribute("href"));

/** "Official" as a language writes it: only a link to an official or embassy source may say it (decision 0022). */
const officialWords = byLanguage(/official/i, (language) => {
  const marker = guidePage[language].evidence.officialPage.replace("{host}", "").replace(/[()]/g, "").trim();
  return new RegExp(marker.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
});

/** The kind of every source a guide's facts quote, by its address. */
function sourceKindsOf(slug: DestinationSlug) {
  return new Map(
    Object.values(guideFacts[slug].facts).flatMap(({ evidence }) => evidence.map(({ url, kind }) => [url, kind])),
  );
}

/** The section a heading names (each guide section is a region labelled by its h2). */
function section(main: Element, heading: string): HTMLElement {
  const found = [...main.querySelectorAll("section")].find(
    (candidate) => text(candidate.querySelector("h2")) === heading,
  );
  if (!found) throw new Error(`no section "${heading}"`);
  expect(found.getAttribute("aria-labelledby")).toBe(found.querySelector("h2")!.id);
  return found;
}

for (const language of languages) {
  describe(`[${language}] destination guides, readable without JavaScript`, () => {
    for (const route of guideRoutesIn[language]) {
      it(`${route.path} states the rule, dated facts with official links, documents, time, who decides, what we will do and the questions`, () => {
        const guide = guideView(route.slug as DestinationSlug, language, today);
        const main = builtPage(route.path).document.querySelector("main")!;
        const { headings } = guide.words;

        const trail = main.querySelector(`nav[aria-label="${guide.words.breadcrumbLabel}"]`)!;
        expect(hrefs(trail)).toEqual([pathIn(language, "/"), pathIn(language, "/destinations")]);
        expect(trail.querySelector("[aria-current=page]")).toHaveTextContent(route.name);

        const summary = main.querySelector("aside")!;
        expect(text(summary.querySelector("h2"))).toBe(headings.summary);
        expect(summary).toHaveTextContent(guide.label.text!);
        expect(summary).toHaveTextContent(guide.ruleDating.dating);

        // Under the heading, links to the parts a traveller acts on, each to its section, in page order.
        const jumps = [...main.querySelectorAll("nav")].find(
          (nav) => text(nav.querySelector("h2")) === headings.onThisPage,
        )!;
        expect(jumps.compareDocumentPosition(summary) & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();
        const targets = [...jumps.querySelectorAll("a")].map((link) => {
          const target = main.querySelector(link.getAttribute("href")!)!;
          expect(text(target.querySelector("h2"))).toBe(text(link));
          return target;
        });
        expect(targets.map((target) => text(target.querySelector("h2")))).toEqual([
          headings.rule,
          headings.costs,
          headings.whenToApply,
          headings.steps,
          headings.checklist,
          headings.beforeYouFly,
          headings.faqs,
        ]);
        for (const [index, target] of targets.slice(1).entries())
          expect(targets[index]!.compareDocumentPosition(target) & 4 /* DOCUMENT_POSITION_FOLLOWING */).toBeTruthy();

        expect(section(main, headings.rule)).toHaveTextContent(`${guide.rule.opening.text ?? ""}${guide.rule.text}`);
        const facts = section(main, headings.facts).querySelectorAll(":scope > ul > li");
        expect(facts).toHaveLength(guide.facts.length);
        const sourceKinds = sourceKindsOf(route.slug as DestinationSlug);
        for (const [index, fact] of guide.facts.entries()) {
          expect(facts[index]).toHaveTextContent(fact.says);
          expect(facts[index]).toHaveTextContent(fact.dating);
          // Each page the fact was taken from, then the official page to confirm it on, apart.
          const links = [...facts[index]!.querySelectorAll("a")];
          const { sources, confirm } = fact.evidence;
          expect(links.map((link) => [link.getAttribute("href"), text(link)])).toEqual(
            [...sources, ...(confirm ? [confirm] : [])].map((link) => [
              link.href,
              squash(`${link.text}${guide.words.labels.externalSite}`),
            ]),
          );
          for (const link of links) expect(link).toHaveAttribute("target", "_blank");
          for (const link of links.slice(0, sources.length)) {
            const kind = sourceKinds.get(link.getAttribute("href")!);
            expect(kind, "a source's own page").toBeDefined();
            if (kind !== "official" && kind !== "embassy") expect(text(link)).not.toMatch(officialWords[language]);
          }
        }
        for (const unknown of guide.unknown) expect(section(main, headings.unknown)).toHaveTextContent(unknown);

        // Official portals by their address, as links; look-alike sites named, never linked.
        const official = section(main, headings.official);
        expect(hrefs(official)).toEqual(
          Object.values(guideFacts[route.slug as DestinationSlug].portals).map((portal) => portal.url),
        );
        for (const host of guide.lookAlikes) expect(within(official).getByText(host)).toBeInTheDocument();

        // The specification's time, exactly, and when it applies.
        const time = section(main, headings.time);
        // Whole, though its number range is a span of its own (UnbrokenRanges).
        const timeLine = `${visaBy[language]}${route.getTime}`;
        expect(
          within(time).getByText((_, element) => element?.tagName === "SPAN" && element.textContent === timeLine),
        ).toBeInTheDocument();
        expect(time).toHaveTextContent(guide.time.applies);
        expect(section(main, headings.decides)).toHaveTextContent(guide.words.decides);

        const atLaunch = section(main, headings.atLaunch);
        expect(atLaunch).toHaveTextContent(guide.atLaunch);
        expect(atLaunch.querySelector("[data-launch-message]")).toHaveTextContent(ui[language].launchMessage);
        const [chat, email] = [...atLaunch.querySelectorAll("a")];
        expect(text(chat)).toBe(ui[language].chatOnWhatsapp);
        expect(chat!.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expect(prefilledText(chat!.getAttribute("href")!)).toContain(route.name);
        expect(text(email)).toBe(support[language].sendEmail);
        expect(email!.getAttribute("href")).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
        expect(prefilledText(email!.getAttribute("href")!)).toContain(route.name);

        // Native <details>, closed, their answers in the HTML.
        const questions = section(main, headings.faqs).querySelectorAll("details");
        expect(questions).toHaveLength(guide.faqs.length);
        expect(questions.length).toBeGreaterThanOrEqual(3);
        expect(questions.length).toBeLessThanOrEqual(5);
        for (const [index, question] of [...questions].entries()) {
          expect(question).not.toHaveAttribute("open");
          expect(text(question.querySelector("summary"))).toBe(guide.faqs[index]!.question);
          expect(question).toHaveTextContent(guide.faqs[index]!.answer);
        }
        const back = [...main.querySelectorAll("a")].find(
          (link) => text(link) === shell[language].exploreAllDestinations,
        );
        expect(back).toHaveAttribute("href", pathIn(language, "/destinations"));
      });
    }
  });

  describe(`[${language}] the five parts a traveller acts on, on every guide (decision 0019)`, () => {
    for (const route of guideRoutesIn[language]) {
      it(`${route.path}: what it costs, when to apply, the steps, the checklist and before you fly`, () => {
        const guide = guideView(route.slug as DestinationSlug, language, today);
        const { plan, words } = guide;
        const main = builtPage(route.path).document.querySelector("main")!;
        const { headings } = words;
        expect(plan.costs, "costs").not.toBeNull();
        expect(plan.applyWindow, "apply window").not.toBeNull();
        expect(plan.steps, "steps").not.toBeNull();
        expect(plan.checklist, "checklist").not.toBeNull();
        expect(plan.beforeYouFly, "before you fly").not.toBeNull();

        // Each cost in its currency, whom it is charged for, dated, in rupees as far as a rate allows, and our own fee.
        const costs = section(main, headings.costs);
        const costItems = costs.querySelector("ul")!.querySelectorAll(":scope > li");
        expect(costItems).toHaveLength(plan.costs.items.length);
        for (const [index, cost] of plan.costs.items.entries()) {
          for (const said of [cost.label, cost.amount, cost.basis, cost.dating])
            expect(costItems[index]).toHaveTextContent(said);
          if (cost.rupees) expect(costItems[index]).toHaveTextContent(cost.rupees.text);
        }
        expect(costs).toHaveTextContent(plan.costs.ourFee);
        // The party's sum where something is charged: its fields, and a live region empty until it starts.
        const partyForm = costs.querySelector("astro-island form");
        if (plan.costs.party) {
          expect(partyForm).toHaveTextContent(plan.costs.party.words.heading);
          expect(partyForm!.querySelector("input[name=adults]")!.closest("label")).toHaveTextContent(
            plan.costs.party.words.adults,
          );
          expect(partyForm!.querySelector("[role=status]")).toBeEmptyDOMElement();
        } else expect(partyForm).toBeNull();
        // What each child needs of their own, dated, where the evidence says so.
        for (const child of plan.costs.children)
          for (const said of [words.childrenHeading, child.text, child.dating]) expect(costs).toHaveTextContent(said);

        // The window in words, readable without script; the planner's field and its empty live region.
        const when = section(main, headings.whenToApply);
        expect(when).toHaveTextContent(plan.applyWindow.summary);
        const field = when.querySelector("input[type=date]");
        if (plan.applyWindow.days) {
          expect(field!.closest("label")).toHaveTextContent(words.planner.label);
          expect(field!.closest("form")!.querySelector("[role=status]")).toBeEmptyDOMElement();
        } else expect(field).toBeNull();

        // The steps, in order, each with what it needs and its official page.
        const steps = section(main, headings.steps).querySelectorAll("ol > li");
        expect(steps).toHaveLength(plan.steps.length);
        for (const [index, step] of plan.steps.entries()) {
          expect(steps[index]).toHaveTextContent(`${step.title}${step.needs}`);
          expect(hrefs(steps[index]!)).toEqual(step.url ? [step.url] : []);
        }

        // The checklist in its groups, each item a real checkbox labelled by its words, static
        // in the ticks island's slot; where it comes from, and the list sent on WhatsApp.
        const checklist = section(main, headings.checklist);
        const { groups } = plan.checklist;
        const { items } = guideFacts[route.slug as DestinationSlug].documents;
        expect(groups, "a group per way in the facts name").toHaveLength(
          new Set(items.flatMap((item) => item.paths ?? ["everyone"])).size,
        );
        const headingsShown = [...checklist.querySelectorAll("h3, h4")].map(text);
        const said = groups.flatMap((group) => [
          ...(group.heading ? [group.heading] : []),
          ...group.situations.map(({ heading }) => heading),
        ]);
        expect(headingsShown).toEqual(said);
        if (groups.length === 1) expect(groups[0]!.heading).toBeNull();
        const shown = groups.flatMap((group) => [...group.items, ...group.situations.flatMap((s) => s.items)]);
        const boxes = [...checklist.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
        expect(boxes.map((box) => [box.dataset.item, text(box.closest("label"))])).toEqual(
          shown.map(({ id, text: words }) => [id, words]),
        );
        expect(new Set(shown.map(({ id }) => id))).toEqual(new Set(items.map(({ id }) => id)));
        const island = checklist.querySelector("astro-island[component-export=ChecklistTicks]")!;
        for (const box of boxes) expect(box.closest("astro-slot")?.closest("astro-island")).toBe(island);
        expect(within(checklist).getByText(words.checklist.clearTicks).tagName).toBe("BUTTON");
        expect(checklist).toHaveTextContent(
          plan.checklist.source ? plan.checklist.source.dating : words.checklist.noOfficialList,
        );
        const whatsapp = [...checklist.querySelectorAll("a")].find((link) => text(link) === words.checklist.whatsapp)!;
        const message = new URL(whatsapp.getAttribute("href")!).searchParams.get("text")!;
        expect(message).toContain(route.name);
        for (const heading of said) expect(message).toContain(heading);
        for (const item of shown) expect(message).toContain(item.text);
        expect(within(checklist).getByText(words.checklist.print).tagName).toBe("BUTTON");

        // Each step before the flight with its fee (none said of what is not a fee), and the
        // look-alike sites named, never linked.
        const beforeYouFly = section(main, headings.beforeYouFly);
        for (const item of plan.beforeYouFly.items)
          for (const said of [item.title, item.text, item.fee ?? item.title])
            expect(beforeYouFly).toHaveTextContent(said);
        const notAFee = guideFacts[route.slug as DestinationSlug].beforeYouFly.filter(({ fee }) => fee === "notAFee");
        for (const { id } of notAFee)
          expect(
            within(beforeYouFly).getByRole("heading", {
              name: plan.beforeYouFly.items.find((item) => item.id === id)!.title,
            }).parentElement,
          ).not.toHaveTextContent(guidePage[language].beforeYouFly.feeNotKnown);
        for (const host of plan.beforeYouFly.lookAlikes) {
          expect(beforeYouFly).toHaveTextContent(host);
          expect(hrefs(beforeYouFly).some((href) => href?.includes(host))).toBe(false);
        }
      });
    }
  });

  // A fact is dated by its evidence, never by a check the site did not make (decision 0013),
  // however long past its review-by date it is: no page's text, head or data claims one.
  it(`[${language}] no guide nor card says a fact was checked or verified`, () => {
    for (const sitePath of [pathIn(language, "/destinations"), ...guideRoutesIn[language].map(({ path }) => path)]) {
      const { document } = builtPage(sitePath);
      const said = [
        document.documentElement.textContent,
        ...[...document.querySelectorAll("meta[content]")].map((meta) => meta.getAttribute("content")),
      ].join("\n");
      expect(said, sitePath).not.toMatch(/\b(checked|verified|last check)/i);
    }
  });

  it(`[${language}] each destination card shows its rule, how its evidence is dated, the page that dates it and where to confirm it`, () => {
    const rules = cardRules(language, today);
    // The twelve's cards, then the added guides' in their own section, in the guides' order.
    const cards = builtPage(pathIn(language, "/destinations")).document.querySelectorAll("main article");
    expect(cards).toHaveLength(guideRoutesIn[language].length);
    for (const [index, route] of guideRoutesIn[language].entries()) {
      const { label, dating, evidence } = rules.bySlug[route.slug]!;
      expect(cards[index]).toHaveTextContent(label.text!);
      expect(cards[index]).toHaveTextContent(dating);
      const { ruleFact, facts } = guideFacts[route.slug as DestinationSlug];
      const { evidence: read, confirmAt, date } = facts[ruleFact]!;
      // The page that dates the rule, as its source's address (the guide lists every source); the official page apart.
      const dated = (read.find((source) => source.date === date) ?? read[0]!).url;
      expect(evidence.sources.map(({ href }) => href)).toEqual([dated]);
      expect(hrefs(cards[index]!)).toEqual([dated, ...(dated === confirmAt ? [] : [confirmAt]), route.path]);
    }
  });
}
