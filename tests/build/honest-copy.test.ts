import { describe, expect, it } from "vitest";
import { launchToasts } from "../../app/content/toasts";
import type { ToastInput } from "../../app/lib/logic/toast-store";
import { disallowedLatin } from "../hindi-copy";
import { languages, ui } from "../pages";
import { allRoutes, builtPage } from "./built-html";

/**
 * Honest about today (docs/requirements.md): the site has not launched, so no page may say
 * the service works now, and the retired phrasings stay retired. Strings match case-insensitively;
 * regular expressions as written (the case-sensitive ones keep the Title Case form allowed).
 */
const retiredPhrasings: (string | RegExp)[] = [
  "applied for online in under five minutes",
  "The whole application works in your phone's browser",
  "already works fully on your phone",
  "no office visits or appointments",
  "no paperwork, no appointments",
  "No printouts, photocopies or appointments",
  "Every fee is shown upfront",
  "protected with end-to-end encryption",
  "in real time",
  "real-time",
  /Advanced destination features launching soon/i,
  /visa options launch soon/i,
  "go live very soon",
  "we will guide you today",
  "what you need today",
  "Hyper-Speed",
  "Fortress-Level",
  "Seamless",
  "Instant Status Updates",
  "Zero Paperwork",
  "Under 5 minutes",
  "Replies 24/7",
  "day or night",
  "have you covered",
  "on the go",
  "paperwork sorted",
  "Browse destinations",
  "Go to the home page",
  "Email support",
  /Contact support/,
  /Show all destinations/,
  /FAQS/,
  /\bemail\b/i,
];

/** Present-tense claims that the service works today. */
const worksToday = [/\balready (works|available)\b/i, /\bapplication (works|takes)\b/i];

/** "24/7" only as a promise from launch, in the same sentence. */
const supportAroundTheClockToday = (sentence: string) => /24\/7/.test(sentence) && !/from launch/i.test(sentence);

/**
 * The page's text, shown or not (closed answers, the empty state, the menu), scripts aside,
 * once more as set in capitals where the page sets it (`uppercase`), with its title,
 * description and Open Graph texts.
 */
function pageText(document: Document) {
  const copy = document.body.cloneNode(true) as HTMLElement;
  copy.querySelectorAll("script, style, template").forEach((element) => element.remove());
  const capitals = [...copy.querySelectorAll("[class~=uppercase]")].map((element) =>
    element.textContent!.toUpperCase(),
  );
  const meta = [...document.head.querySelectorAll("meta[name=description], meta[property^='og:']")].map(
    (element) => element.getAttribute("content") ?? "",
  );
  return [copy.textContent, ...capitals, ...meta, document.title].join("\n");
}

function expectHonest(text: string, where: string) {
  for (const phrase of retiredPhrasings) {
    if (typeof phrase === "string")
      expect(text.toLowerCase(), `${where}: "${phrase}"`).not.toContain(phrase.toLowerCase());
    else expect(text, `${where}: ${phrase}`).not.toMatch(phrase);
  }
  for (const pattern of worksToday) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
  const sentences = text.split(/(?<=[.!?])\s+|\n/);
  expect(sentences.filter(supportAroundTheClockToday), `${where}: 24/7 today`).toEqual([]);
}

describe("honest about today", () => {
  for (const route of allRoutes.filter(({ language }) => language === "en")) {
    it(`${route.path} makes no retired or works-today claim`, () => {
      expectHonest(pageText(builtPage(route.path).document), route.path);
    });
  }

  it("no launch toast makes one", () => {
    for (const toast of Object.values(launchToasts.en) as ToastInput[]) {
      expectHonest([toast.title, toast.description, toast.action?.label].join("\n"), `toast "${toast.title}"`);
    }
  });

  // Every launch toast shows the launch message (the Toaster's test: app/components/layout/toaster.test.tsx).
  for (const language of languages) {
    it(`[${language}] every launch toast carries the launch message word for word`, () => {
      for (const toast of Object.values(launchToasts[language]))
        expect(toast.description).toBe(ui[language].launchMessage);
    });

    for (const route of allRoutes.filter((candidate) => candidate.language === language)) {
      it(`${route.path} shows the launch message word for word in every copy, the mobile menu's included`, () => {
        const { document, body } = builtPage(route.path);
        const copies = [...document.querySelectorAll("[data-launch-message]")].map((element) => element.textContent);
        const menu = document.getElementById(
          body.getByRole("button", { name: ui[language].openMenu, hidden: true }).getAttribute("popovertarget")!,
        )!;
        expect(menu.querySelectorAll("[data-launch-message]"), "in the mobile menu").toHaveLength(1);
        // At least one on the page itself, besides the one in the mobile menu (the not-found page has only that).
        expect(copies.length).toBeGreaterThanOrEqual(route.notFound ? 1 : 2);
        expect(new Set(copies)).toEqual(new Set([ui[language].launchMessage]));
        if (language === "hi")
          expect(pageText(document), "no English launch message").not.toContain(ui.en.launchMessage);
      });
    }
  }
});

/**
 * Everything a visitor reads or hears on the page, each piece with where it was found: the
 * text of each block or control (a two-tone "Visa" "Udaan" reads as one word), shown or
 * hidden, its labels, alternatives, placeholders and tooltips, its title and description;
 * not what is marked as another language (each language's name in the language control).
 */
function visitorCopy(document: Document) {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const other of body.querySelectorAll(`[lang]:not([lang="${document.documentElement.lang}"])`)) other.remove();
  const attributes = ["aria-label", "alt", "placeholder", "title"];
  const pieces: { where: string; text: string }[] = [];
  for (const element of body.querySelectorAll(attributes.map((name) => `[${name}]`).join(","))) {
    for (const name of attributes) {
      const text = element.getAttribute(name);
      if (text) pieces.push({ where: `<${element.tagName.toLowerCase()} ${name}>`, text });
    }
  }
  const containers = new Set<Element>();
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, template") || !node.textContent?.trim()) continue;
    containers.add(parent.closest("p, li, h1, h2, h3, h4, h5, h6, summary, a, button, label, div") ?? parent);
  }
  for (const container of containers) {
    const text = container.textContent?.replace(/\s+/g, " ").trim();
    if (text) pieces.push({ where: `<${container.tagName.toLowerCase()}>`, text });
  }
  pieces.push({ where: "<title>", text: document.title });
  pieces.push({
    where: "meta description",
    text: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  });
  return pieces;
}

describe("no English copy left on a Hindi page", () => {
  // What only the hydrated page renders (the toast region) is read in the browser: hindi.spec.ts.
  for (const route of allRoutes.filter(({ language }) => language === "hi")) {
    it(route.path, () => {
      const { document } = builtPage(route.path);
      // "English" only in the language control: once in the bar's list, once in the menu.
      const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
      const english: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (/English/.test(node.textContent!))
          english.push(node.parentElement!.closest("a[hreflang]")?.getAttribute("hreflang") ?? node.textContent!);
      }
      expect(english, "English only in the language control").toEqual(["en", "en"]);
      const latin = visitorCopy(document)
        .filter((piece) => /[A-Za-z]/.test(disallowedLatin(piece.text)))
        .map((piece) => `${piece.where}: ${piece.text}`);
      expect(latin, "Latin letters outside the allowed names").toEqual([]);
    });
  }
});
