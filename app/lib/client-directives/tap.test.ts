import { afterEach, describe, expect, it, vi } from "vitest";
import tap from "./tap";

/** The directive on an island, as Astro calls it, with the selector its `client:tap` names. */
function directive(selector = "[data-launch-toast]") {
  const hydrate = vi.fn(async () => {});
  const load = vi.fn(async () => hydrate);
  const island = document.createElement("astro-island");
  tap(load, { name: "tap", value: selector }, island);
  return { load, hydrate };
}

function page() {
  document.body.innerHTML = `
    <button id="menu">Menu</button>
    <button id="sign-in" data-launch-toast="signIn"><span id="label">Sign In</span></button>`;
  const at = (id: string) => document.getElementById(id)!;
  return { menu: at("menu"), signIn: at("sign-in"), label: at("label") };
}

afterEach(() => document.body.replaceChildren());

describe("client:tap", () => {
  it("loads nothing at load nor on a touch of anything else", () => {
    const { load } = directive();
    const { menu } = page();
    menu.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    menu.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Enter" }));
    menu.focus();
    menu.click();
    expect(load).not.toHaveBeenCalled();
  });

  it("starts the island on the first pointer down on a matching element or inside one, once", async () => {
    const { load, hydrate } = directive();
    const { signIn, label } = page();
    label.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    signIn.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    signIn.click();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["focus", (button: HTMLElement) => button.focus()],
    [
      "a key",
      (button: HTMLElement) => button.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, key: "Enter" })),
    ],
  ])("starts the island on %s on a matching element, for keyboards", async (_, touch) => {
    const { hydrate } = directive();
    touch(page().signIn);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
