import { brotliCompressSync } from "node:zlib";
import { transformSync } from "esbuild";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { launchToastButtonProps, printButtonProps, recorderSource, takeRecordedTaps } from "./recorder";

/*
 * The inline recorder as the page's <head> runs it, before any island: what it keeps, holds and
 * hands over. (In a browser, with the islands: tests/e2e.)
 */

const minified = transformSync(recorderSource(), { minify: true }).code;

beforeAll(() => {
  // As the page runs it: once, as a classic script in the page's global scope.
  window.eval(minified);
});

/** The page's body, and a listener after the recorder's: what the page's own handlers would see. */
let reachedPage: Element[];
const pageListener = (event: Event) => {
  reachedPage.push(event.target as Element);
  // jsdom does not navigate; a followed link is read from its href.
  event.preventDefault();
};

beforeEach(() => {
  reachedPage = [];
  document.addEventListener("click", pageListener);
});

afterEach(() => {
  document.removeEventListener("click", pageListener);
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
  (window as { __taps?: HTMLElement[] | null }).__taps = [];
});

function add<T extends HTMLElement>(html: string, selector: string): T {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  document.body.append(...holder.childNodes);
  return document.querySelector<T>(selector)!;
}

function launchButton(key: Parameters<typeof launchToastButtonProps>[0]) {
  const button = document.body.appendChild(document.createElement("button"));
  for (const [name, value] of Object.entries(launchToastButtonProps(key))) button.setAttribute(name, value);
  return button;
}

describe("the recorder before the toasts island starts", () => {
  it("keeps a tap on a launch button, marked as heard, and hands it over once with its toast", () => {
    const signIn = launchButton("signIn");
    const badge = launchButton("mobileApp");
    signIn.click();
    badge.click();
    expect(reachedPage).toEqual([]);
    expect(signIn).toHaveAttribute("data-tap-pending");
    expect((window as { __taps?: HTMLElement[] }).__taps).toEqual([signIn, badge]);

    expect(takeRecordedTaps()).toEqual([
      { button: signIn, key: "signIn" },
      { button: badge, key: "mobileApp" },
    ]);
    expect(signIn).not.toHaveAttribute("data-tap-pending");
    expect(takeRecordedTaps()).toEqual([]);

    // From now on the island answers: a tap goes through to the page, unheld.
    signIn.click();
    expect(reachedPage).toEqual([signIn]);
    expect(signIn).not.toHaveAttribute("data-tap-pending");
  });

  it("lets any other button's tap through", () => {
    const button = add<HTMLButtonElement>("<button>Menu</button>", "button");
    button.click();
    expect(reachedPage).toEqual([button]);
  });
});

describe("the recorder before an island has hydrated", () => {
  it("holds a tap on a button inside it and taps it again once the island says it has hydrated", async () => {
    const island = add<HTMLElement>("<astro-island ssr><button>Apply</button></astro-island>", "astro-island");
    const button = island.querySelector("button")!;
    const heard = vi.fn();
    button.addEventListener("click", heard);

    button.click();
    expect(heard).not.toHaveBeenCalled();
    expect(button).toHaveAttribute("data-tap-pending");

    // As Astro's island runtime ends its start.
    island.removeAttribute("ssr");
    island.dispatchEvent(new CustomEvent("astro:hydrate"));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute("data-tap-pending");
    expect(reachedPage).toEqual([button]);
  });

  it("lets a tap inside a started island through", () => {
    const button = add<HTMLButtonElement>("<astro-island><button>Apply</button></astro-island>", "button");
    button.click();
    expect(reachedPage).toEqual([button]);
    expect(button).not.toHaveAttribute("data-tap-pending");
  });
});

describe("the recorder on a language link", () => {
  const link = () => add<HTMLAnchorElement>('<a href="/hi/destinations" data-keep-location>हिन्दी</a>', "a");

  it("carries the page's search and fragment", () => {
    history.replaceState(null, "", "/destinations?q=dubai#faq");
    const to = link();
    to.click();
    expect(to.href).toBe(new URL("/hi/destinations?q=dubai#faq", location.href).href);
  });

  it("carries what the search box holds, over the address's query", () => {
    history.replaceState(null, "", "/destinations?q=dubai");
    add('<input type="search" data-search-input value="  thai  ">', "input");
    const to = link();
    to.click();
    expect(to.href).toBe(new URL("/hi/destinations?q=thai", location.href).href);
  });

  it("keeps the address's query while the box is empty (the search adopts it as it starts)", () => {
    history.replaceState(null, "", "/destinations?q=dubai");
    add('<input type="search" data-search-input value="">', "input");
    const to = link();
    to.click();
    expect(to.href).toBe(new URL("/hi/destinations?q=dubai", location.href).href);
  });

  it("adds nothing on a page without a search or a fragment", () => {
    history.replaceState(null, "", "/about-us");
    const to = link();
    to.click();
    expect(to.href).toBe(new URL("/hi/destinations", location.href).href);
  });
});

describe("the recorder's other work", () => {
  it("keeps a popover toggle's label in step with its popover", () => {
    const toggle = add<HTMLButtonElement>(
      '<button popovertarget="menu" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu"></button><div id="menu" popover></div>',
      "button",
    );
    const menu = document.getElementById("menu")!;
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open" }));
    expect(toggle).toHaveAttribute("aria-label", "Close menu");
    menu.dispatchEvent(Object.assign(new Event("toggle"), { newState: "closed" }));
    expect(toggle).toHaveAttribute("aria-label", "Open menu");
  });

  it("prints the page from a print button", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const button = document.body.appendChild(document.createElement("button"));
    for (const [name, value] of Object.entries(printButtonProps)) button.setAttribute(name, value);
    button.click();
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it("stays small, as every page carries it inline in its <head>", () => {
    expect(Buffer.byteLength(minified)).toBeLessThan(1200);
    expect(brotliCompressSync(minified).length).toBeLessThan(600);
  });
});
