import { afterEach, describe, expect, it } from "vitest";
import { type Locale, localizePath } from "~/config/locales";
import { destinationsPage } from "~/content/destinations-page";
import { destinations } from "~/content/destinations";
import { destinationName } from "../../../tests/pages";
import { searchDestinations, searchText } from "../logic/destination-search";
import { earlySearchScript, resultsSummary } from "./early-search";

const templates = destinationsPage.en.resultsSummary;
const templatesHi = destinationsPage.hi.resultsSummary;
const hiName = (slug: string) => destinationName("hi", slug);

/** The explorer's markup as the pre-rendered page in `locale` has it, then the inline script. */
function renderPage(url: string, locale: Locale = "en") {
  const list = destinations[locale];
  const summary = destinationsPage[locale].resultsSummary;
  window.history.replaceState(null, "", url);
  document.body.innerHTML = `
    <input data-search-input>
    <p data-search-status>${resultsSummary(summary, list.length, list.length)}</p>
    <ul data-search-results>${list
      .map((d) => `<li data-search-text="${searchText(d).replace(/"/g, "&quot;")}">${d.name}</li>`)
      .join("")}</ul>
    <div data-search-empty hidden></div>`;
  new Function(earlySearchScript(summary))();
  const input = document.querySelector<HTMLInputElement>("[data-search-input]")!;
  return {
    input,
    type(value: string) {
      input.value = value;
      input.dispatchEvent(new Event("input"));
    },
    shown: () => [...document.querySelectorAll("li")].filter((li) => !li.hidden).map((li) => li.textContent),
    status: () => document.querySelector("[data-search-status]")!.textContent,
    listHidden: () => document.querySelector<HTMLElement>("[data-search-results]")!.hidden,
    emptyHidden: () => document.querySelector<HTMLElement>("[data-search-empty]")!.hidden,
  };
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe("resultsSummary", () => {
  it("fills in the count and the total", () => {
    expect(resultsSummary(templates, 12, 12)).toBe("Showing all 12 destinations");
    expect(resultsSummary(templates, 0, 12)).toBe("No destinations match your search");
    expect(resultsSummary(templates, 1, 12)).toBe("1 of 12 destinations matches your search");
    expect(resultsSummary(templates, 3, 12)).toBe("3 of 12 destinations match your search");
  });

  it("fills in the Hindi templates", () => {
    const [all, none, one, many] = [
      [12, 12],
      [0, 12],
      [1, 12],
      [3, 12],
    ].map(([count, total]) => resultsSummary(templatesHi, count!, total!));
    for (const summary of [all, none, one, many]) {
      expect(summary).toMatch(/[\u0905-\u0939]/);
      expect(summary).not.toMatch(/[{}]/);
    }
    expect(all).toMatch(/\b12\b/);
    expect(one).toMatch(/\b12\b.*\b1\b|\b1\b.*\b12\b/);
    expect(many).toMatch(/\b12\b.*\b3\b|\b3\b.*\b12\b/);
    expect(new Set([all, none, one, many]).size).toBe(4);
  });
});

describe("the search before hydration", () => {
  it("filters a shared link's query as the page parses", () => {
    const page = renderPage("/destinations?q=Dubai");
    expect(page.input.value).toBe("Dubai");
    expect(page.shown()).toEqual(["United Arab Emirates"]);
    expect(page.status()).toBe("1 of 12 destinations matches your search");
  });

  it("finds what the app finds, for every query", () => {
    const page = renderPage("/destinations");
    for (const query of ["", "  sri ", "SCHENGEN", "land of fire", "b1/b2", "visa", "zzz", "."]) {
      page.type(query);
      expect(page.shown(), query).toEqual(searchDestinations(destinations.en, query).map((d) => d.name));
    }
  });

  it("shows the empty state instead of the list when nothing matches", () => {
    const page = renderPage("/destinations");
    page.type("japan");
    expect(page.listHidden()).toBe(true);
    expect(page.emptyHidden()).toBe(false);
    expect(page.status()).toBe("No destinations match your search");
    page.type("");
    expect(page.listHidden()).toBe(false);
    expect(page.emptyHidden()).toBe(true);
    expect(page.status()).toBe("Showing all 12 destinations");
  });

  it("leaves the page to React once it has hydrated", () => {
    const page = renderPage("/destinations");
    document.documentElement.dataset.hydrated = "true";
    page.type("dubai");
    expect(page.shown()).toHaveLength(destinations.en.length);
  });
});

describe("the search before hydration on the Hindi page", () => {
  const hiPath = localizePath("/destinations", "hi");

  it("filters a shared link's Devanagari query as the page parses", () => {
    const page = renderPage(`${hiPath}?q=${encodeURIComponent("दुबई")}`, "hi");
    expect(page.input.value).toBe("दुबई");
    expect(page.shown()).toEqual([hiName("united-arab-emirates")]);
    expect(page.status()).toBe(resultsSummary(templatesHi, 1, 12));
  });

  it("filters a shared link's Latin query too", () => {
    const page = renderPage(`${hiPath}?q=thailand`, "hi");
    expect(page.shown()).toEqual([hiName("thailand")]);
  });

  it("finds what the app finds, for every Hindi and Latin query", () => {
    const page = renderPage(hiPath, "hi");
    for (const query of [
      "",
      "  श्री ",
      "दुबई",
      "थाईलैंड",
      "थाइलैंड",
      "वीज़ा",
      "वी\u095Bा",
      "वीज\u093Cा",
      "वीजा",
      "शेंगेन",
      "स्विट्जरलैंड",
      "जहाँ",
      "आग की धरती",
      "(सूक)",
      "।",
      "\u093C",
      "dubai",
      "THAILAND",
      "schengen",
      "b1/b2",
      "visa",
      "जापान",
      "zzz",
      ".",
    ]) {
      page.type(query);
      expect(page.shown(), query).toEqual(searchDestinations(destinations.hi, query).map((d) => d.name));
      const count = searchDestinations(destinations.hi, query).length;
      expect(page.status(), query).toBe(resultsSummary(templatesHi, count, destinations.hi.length));
    }
  });

  it("shows the Hindi empty state instead of the list when nothing matches", () => {
    const page = renderPage(hiPath, "hi");
    page.type("जापान");
    expect(page.listHidden()).toBe(true);
    expect(page.emptyHidden()).toBe(false);
    expect(page.status()).toBe(templatesHi.none);
    page.type("");
    expect(page.listHidden()).toBe(false);
    expect(page.emptyHidden()).toBe(true);
    expect(page.status()).toBe(resultsSummary(templatesHi, 12, 12));
  });
});
