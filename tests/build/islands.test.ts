import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { pseudoLocale } from "../../app/config/locales";
import { site } from "../../app/config/site";
import type { DestinationSlug } from "../../app/content/destination-photos";
import { guideView } from "../../app/lib/build/guide-view.server";
import { todayInIndia } from "../../app/lib/logic/destination-guides";
import { recorderSource } from "../../app/lib/inline-scripts/recorder";
import { allRoutes, buildDir, builtPage } from "./built-html";

/*
 * What the pages' islands may start and carry (decision 0024): a page is static HTML, its
 * islands start only when they must, and its words are in it once.
 */

const today = todayInIndia();

/** The islands a page must have, by component, with the directive that starts each. */
function expectedIslands(route: (typeof allRoutes)[number]): Record<string, string> {
  // The launch toasts start on the first touch of a launch button, on every page.
  const toasts = { LaunchToasts: "tap" };
  if (route.englishPath === "/destinations") return { DestinationSearch: "load", ...toasts };
  // The picker starts as the page loads: a box ticked at first paint is answered (decision 0026).
  if (route.englishPath === "/visa-you-hold") return { HoldingPicker: "load", ...toasts };
  if ("slug" in route && !route.notFound) {
    const guide = guideView(route.slug as DestinationSlug, route.language, today);
    const { applyWindow, costs } = guide.plan;
    // The checklist's ticks on every guide; the party's sum only where the guide charges something;
    // the planner only where it has a window to apply in; the Schengen helper on a guide to a Schengen state.
    return {
      ...(costs.party ? { PartyCostsIsland: "visible" } : {}),
      ...(applyWindow.days ? { TripPlannerIsland: "visible" } : {}),
      ...(guide.schengen ? { SchengenHelper: "visible" } : {}),
      ChecklistTicks: "visible",
      ...toasts,
    };
  }
  return toasts;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The values of a script-src or other directive of the page's own policy, from its <meta>. */
function policyDirective(document: Document, name: string): string[] {
  const policy = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
  return (
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([key]) => key === name)
      ?.slice(1) ?? []
  );
}

/** The recorder as the page's document writes it into the <head> (layouts/document.astro). */
const recorder = transformSync(recorderSource(), { minify: true }).code.trim();

describe("each page's scripts", () => {
  for (const route of allRoutes) {
    it(`${route.path} starts only its own islands, each when it must, and its policy, first after the charset, allows each inline script`, () => {
      const { html, document } = builtPage(route.path);
      const islands = [...document.querySelectorAll("astro-island")];
      expect(
        Object.fromEntries(
          islands.map((island) => [island.getAttribute("component-export"), island.getAttribute("client")]),
        ),
      ).toEqual(expectedIslands(route));
      expect(islands).toHaveLength(Object.keys(expectedIslands(route)).length);
      // Scripts come only as an island starts: nothing fetched or preloaded before, in the body
      // as in the head (document.test.ts).
      expect(html.split("</head>")[1]).not.toMatch(/rel="modulepreload"|<script[^>]* src=/);
      // The policy governs only what comes after it: it is first after the charset.
      const [charset, policy] = document.head.children;
      expect([charset!.getAttribute("charset"), policy!.getAttribute("http-equiv")]).toEqual([
        "utf-8",
        "Content-Security-Policy",
      ]);
      // Every inline script that runs is allowed by its hash, computed here, apart from the build's own check.
      const inline = [...document.querySelectorAll("script")].filter((script) => !/json/.test(script.type));
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline)
        expect(policyDirective(document, "script-src")).toContain(sha256(script.textContent!));
    });
  }

  it("has the recorder in every page's head, before any button, so that no early tap is lost", () => {
    for (const route of allRoutes) {
      const { html, document } = builtPage(route.path);
      const inHead = [...document.head.querySelectorAll("script")].map((script) => script.textContent);
      expect(inHead, route.path).toContain(recorder);
      expect(html.indexOf(recorder), route.path).toBeLessThan(html.indexOf("<button"));
      expect(document.querySelector("button"), route.path).not.toBeNull();
    }
  });
});

/** Characters as a reader counts them, so that the length means the same in every script. */
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
const characters = (text: string) => [...segmenter.segment(text)].length;
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every string in an island's props, as Astro serialises them ([type, value] pairs). */
function propStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(propStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(propStrings);
  return [];
}

interface Carrier {
  where: string;
  text: string;
  /** Markup or code, which may hold the text among more; a value holds it as the whole of itself. */
  holds: "within" | "whole";
}

/**
 * What the page carries besides its visible text: the islands' props, every other attribute
 * (link targets aside: an address is not words), inline scripts, templates and noscript. The
 * head's title, meta texts and JSON-LD are the crawlers' copies, checked in meta and
 * structured-data tests: the FAQPage repeats the FAQ by design.
 */
function carriers(document: Document): Carrier[] {
  const found: Carrier[] = [];
  for (const element of document.querySelectorAll("*")) {
    if (element.matches("head title, head meta, script[type='application/ld+json']")) continue;
    for (const { name, value } of element.attributes) {
      if (element.localName === "astro-island" && name === "props")
        for (const text of propStrings(JSON.parse(value))) found.push({ where: "island props", text, holds: "whole" });
      else if (!["href", "src", "srcset"].includes(name))
        found.push({ where: `${element.localName}[${name}]`, text: value, holds: "whole" });
    }
    if (element.matches("script:not([type='application/ld+json']), template, noscript"))
      found.push({ where: element.localName, text: element.innerHTML, holds: "within" });
  }
  return found.map((carrier) => ({ ...carrier, text: squash(carrier.text) }));
}

const carries = (carrier: Carrier, text: string) =>
  carrier.holds === "whole" ? carrier.text === text : carrier.text.includes(text);

/**
 * The page's visible text nodes, except what an island renders itself: its own few words (the
 * search box's label, the planner's field and button), which it needs in its props to start.
 * What an island shows but does not change (the cards) is in its slot, static.
 */
function pageTexts(document: Document): string[] {
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (parent.closest("script, style, template, noscript")) continue;
    const island = parent.closest("astro-island");
    if (island && !parent.closest("astro-slot")?.closest("astro-island")?.isSameNode(island)) continue;
    texts.push(squash(node.textContent!));
  }
  return texts;
}

describe("each page carries its words once", () => {
  // The tests' pseudo-locale pads a short label to a sentence's length; its words are English's.
  for (const route of allRoutes.filter(({ language }) => language !== pseudoLocale)) {
    it(`${route.path}: no text of the page is carried again in an island's props or elsewhere in its HTML`, () => {
      const { document } = builtPage(route.path);
      const carried = carriers(document);
      const texts = [...new Set(pageTexts(document))].filter((text) => characters(text) > 20);
      expect(texts.length).toBeGreaterThan(3);
      const twice = texts.flatMap((text) =>
        carried.filter((carrier) => carries(carrier, text)).map(({ where }) => `${where}: ${text}`),
      );
      expect(twice).toEqual([]);
    });
  }

  it("the destination cards are static HTML in the search island's slot, not in its props", () => {
    for (const route of allRoutes.filter(({ englishPath }) => englishPath === "/destinations")) {
      const { document } = builtPage(route.path);
      const cards = [...document.querySelectorAll("li[data-search-text]")];
      expect(cards.length, route.path).toBeGreaterThan(10);
      for (const card of cards) expect(card.closest("astro-slot[name=cards]"), route.path).not.toBeNull();
    }
  });
});

describe("no script carries a page's words", () => {
  // An island that imported a content module would carry every language's words to every page
  // (decision 0011): the words reach an island only as its props, in its own page.
  const scripts = readdirSync(path.join(buildDir, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, text: readFileSync(path.join(buildDir, "assets", file), "utf8") }));

  it("no text of any page is in a script file (the support address is configuration)", () => {
    expect(scripts.length).toBeGreaterThan(3);
    const texts = new Set(
      allRoutes
        .filter(({ language }) => language !== pseudoLocale)
        .flatMap((route) => pageTexts(builtPage(route.path).document))
        .filter((text) => characters(text) > 20 && text !== site.contact.supportEmail),
    );
    const carried = [...texts].flatMap((text) =>
      scripts.filter((script) => script.text.includes(text)).map(({ file }) => `${file}: ${text}`),
    );
    expect(carried).toEqual([]);
  });
});
