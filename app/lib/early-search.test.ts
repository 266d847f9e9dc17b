import { afterEach, describe, expect, it } from "vitest";
import { destinationsPage } from "~/content/destinations-page";
import { destinations } from "~/content/destinations";
import { searchDestinations, searchText } from "./destination-search";
import { earlySearchScript, resultsSummary } from "./early-search";

const templates = destinationsPage.resultsSummary;

/** The explorer's markup as the pre-rendered page has it, then the inline script. */
function renderPage(url: string) {
  window.history.replaceState(null, "", url);
  document.body.innerHTML = `
    <input data-search-input>
    <p data-search-status>${resultsSummary(templates, destinations.length, destinations.length)}</p>
    <ul data-search-results>${destinations
      .map((d) => `<li data-search-text="${searchText(d).replace(/"/g, "&quot;")}">${d.name}</li>`)
      .join("")}</ul>
    <div data-search-empty hidden></div>`;
  new Function(earlySearchScript(templates))();
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
      expect(page.shown(), query).toEqual(searchDestinations(destinations, query).map((d) => d.name));
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
    expect(page.shown()).toHaveLength(destinations.length);
  });
});
