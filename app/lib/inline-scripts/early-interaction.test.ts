import { describe, expect, it, vi } from "vitest";
import { earlyInteractionScript, replayEarlyTaps } from "./early-interaction";

describe("taps before hydration", () => {
  it("are held, marked pending, then answered once each, in order; later taps go straight through", () => {
    document.body.innerHTML = `
      <button type="button" id="a">A</button>
      <button type="button" id="b"><svg></svg></button>
      <button type="button" popovertarget="menu" id="toggle">Menu</button>
      <form><button id="submit" type="submit">Go</button></form>`;
    new Function(earlyInteractionScript())();
    const answered: string[] = [];
    // Where React listens: the document, in the bubbling phase.
    const listener = (event: Event) => answered.push((event.target as Element).closest("button")!.id);
    document.addEventListener("click", listener);
    document.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    const button = (id: string) => document.getElementById(id)!;

    button("a").click();
    button("b")
      .querySelector("svg")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true }));
    button("a").click();
    expect(answered).toEqual([]);
    expect(button("a").hasAttribute("data-tap-pending")).toBe(true);

    // Native controls need no script: not held.
    button("toggle").click();
    button("submit").click();
    expect(answered).toEqual(["toggle", "submit"]);

    answered.length = 0;
    replayEarlyTaps();
    expect(answered).toEqual(["a", "b", "a"]);
    expect(button("a").hasAttribute("data-tap-pending")).toBe(false);

    replayEarlyTaps();
    button("b").click();
    expect(answered).toEqual(["a", "b", "a", "b"]);
    document.removeEventListener("click", listener);
  });

  it("a held button that is gone by hydration is not answered", () => {
    document.body.innerHTML = `<button type="button" id="gone">Gone</button>`;
    new Function(earlyInteractionScript())();
    const gone = document.getElementById("gone")!;
    gone.click();
    gone.remove();
    const onClick = vi.fn();
    gone.addEventListener("click", onClick);
    replayEarlyTaps();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe("a language control link before hydration", () => {
  it("carries what the search box says, no query once it is cleared, the other parameters and the fragment", () => {
    history.replaceState(null, "", "/destinations?q=dubai&utm_source=share#faq");
    document.body.innerHTML = `
      <input data-search-input value="dubai">
      <a href="/hi/destinations" data-keep-location id="link">हिंदी</a>`;
    new Function(earlyInteractionScript())();
    const link = document.getElementById("link") as HTMLAnchorElement;
    const input = document.querySelector("input")!;
    // jsdom does not navigate; the href the tap leaves is what the browser would follow.
    link.addEventListener("click", (event) => event.preventDefault());
    const tapTarget = () => {
      link.click();
      const url = new URL(link.href);
      return `${url.pathname}${url.search}${url.hash}`;
    };

    input.value = "  thailand ";
    expect(tapTarget()).toBe("/hi/destinations?q=thailand&utm_source=share#faq");
    input.value = "";
    expect(tapTarget()).toBe("/hi/destinations?utm_source=share#faq");

    // Where there is no search box, the page's own search goes along as it is.
    input.remove();
    expect(tapTarget()).toBe("/hi/destinations?q=dubai&utm_source=share#faq");
    history.replaceState(null, "", "/");
  });
});
