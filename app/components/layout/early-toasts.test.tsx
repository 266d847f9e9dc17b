import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { launchToasts } from "~/content/toasts";
import {
  earlyInteractionScript,
  launchToastButtonProps,
  replayEarlyTaps,
} from "~/lib/inline-scripts/early-interaction";
import { shellContent } from "~/lib/build/page-content.server";
import { toast, toastStore } from "~/lib/logic/toast-store";
import { LocaleContext } from "~/lib/hooks/use-locale";
import { EarlyToastList, EarlyToasts } from "./early-toasts";
import { Toaster } from "./toaster";

/*
 * A launch toast shown by the page's inline script before React has hydrated (decision 0015),
 * on the markup EarlyToastList pre-renders: what Radix does after hydration (toaster.test.tsx),
 * done before it, then handed over. Its look at first paint on a phone: first-paint.phone.spec.ts.
 */

const text = shellContent("en");

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no pointer capture, which Radix's swipe handling asks about on every press.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(async () => {
  await replay();
  for (const item of toastStore.getSnapshot()) act(() => toastStore.dismiss(item.id));
  cleanup();
  vi.useRealTimers();
});

/** The page before its scripts run: the toast buttons, the hidden toasts, the inline script. */
function renderPage({ withToaster = false } = {}) {
  render(
    <LocaleContext value="en">
      <button type="button" {...launchToastButtonProps("signIn")} onClick={() => toast(launchToasts.en.signIn)}>
        Sign In
      </button>
      <button type="button" {...launchToastButtonProps("mobileApp")} onClick={() => toast(launchToasts.en.mobileApp)}>
        Get it on Google Play
      </button>
      <button type="button">Elsewhere</button>
      <EarlyToastList toasts={text.launchToasts} closeLabel={text.toasts.close} />
      {withToaster ? <Toaster text={text.toasts} /> : null}
    </LocaleContext>,
  );
  new Function(earlyInteractionScript())();
}

/** Hydration's replay; a toast still open is handed over once the toast UI's chunk is there (toast-ui.ts). */
const replay = () =>
  act(async () => {
    replayEarlyTaps();
    await vi.dynamicImportSettled();
  });
const tap = (name: string) => act(() => screen.getByRole("button", { name }).click());
const shownToasts = () => screen.queryAllByRole("listitem");
const elapse = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const pointer = (type: string, target: Element, init: MouseEventInit = {}) =>
  act(() => void target.dispatchEvent(new MouseEvent(type, { bubbles: true, ...init })));

describe("a launch toast before hydration", () => {
  it("shows at once on its button's tap, in the page's words, one at a time; the tap is not held", () => {
    renderPage();
    expect(shownToasts()).toHaveLength(0);
    tap("Sign In");
    expect(shownToasts()).toHaveLength(1);
    const toastShown = shownToasts()[0]!;
    expect(toastShown).toHaveTextContent(launchToasts.en.signIn.title);
    expect(toastShown).toHaveTextContent(launchToasts.en.signIn.description);
    expect(within(toastShown).getByRole("link", { name: launchToasts.en.signIn.action.label })).toHaveAttribute(
      "href",
      launchToasts.en.signIn.action.href,
    );
    expect(screen.getByRole("button", { name: "Sign In" })).not.toHaveAttribute("data-tap-pending");
    expect(window.__earlyTaps).toEqual([]);

    tap("Get it on Google Play");
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent(launchToasts.en.mobileApp.title);
  });

  it("closes on its close button, and on Escape from inside it", () => {
    renderPage();
    tap("Sign In");
    tap(text.toasts.close);
    expect(shownToasts()).toHaveLength(0);

    tap("Sign In");
    act(() => within(shownToasts()[0]!).getByRole("link").focus());
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(shownToasts()).toHaveLength(0);
  });

  it("F8 moves focus to it", () => {
    renderPage();
    tap("Sign In");
    fireEvent.keyDown(document.body, { key: "F8" });
    expect(document.activeElement).toContainElement(shownToasts()[0]!);
  });

  it("closes after 5000 ms; the time waits while the pointer or focus is inside", () => {
    renderPage();
    tap("Sign In");
    elapse(1000);
    pointer("pointerover", shownToasts()[0]!);
    elapse(10_000);
    expect(shownToasts()).toHaveLength(1);
    pointer("pointerout", shownToasts()[0]!, { relatedTarget: document.body });
    act(() => within(shownToasts()[0]!).getByRole("link").focus());
    elapse(10_000);
    expect(shownToasts()).toHaveLength(1);
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    elapse(3900);
    expect(shownToasts()).toHaveLength(1);
    elapse(200);
    expect(shownToasts()).toHaveLength(0);
  });

  it("swiped right past 50 px it closes; short of that it slides back", () => {
    renderPage();
    tap("Sign In");
    const swipe = (distance: number) => {
      const item = shownToasts()[0]!;
      pointer("pointerdown", item, { clientX: 100 });
      pointer("pointermove", item, { clientX: 100 + distance });
      pointer("pointerup", item, { clientX: 100 + distance });
      return item;
    };
    expect(swipe(40)).toHaveAttribute("data-swipe", "cancel");
    expect(shownToasts()).toHaveLength(1);
    swipe(60);
    expect(shownToasts()).toHaveLength(0);
  });
});

describe("on hydration", () => {
  it("the toast still open is handed to the Toaster with the time it has left, in place of the early copy", async () => {
    renderPage({ withToaster: true });
    tap("Sign In");
    elapse(2000);
    await replay();
    const region = screen.getByRole("region", { name: /Notifications/ });
    const handedOver = within(region).getByRole("listitem");
    expect(handedOver).toHaveTextContent(launchToasts.en.signIn.title);
    // Already on screen: it does not enter again.
    expect(handedOver).toHaveAttribute("data-continued");
    expect(shownToasts()).toEqual([handedOver]);
    elapse(2900);
    expect(shownToasts()).toHaveLength(1);
    elapse(200);
    expect(shownToasts()).toHaveLength(0);
  });

  it("a toast closed before is not shown again, and later taps go to React", async () => {
    renderPage({ withToaster: true });
    tap("Sign In");
    tap(text.toasts.close);
    await replay();
    expect(shownToasts()).toHaveLength(0);

    tap("Get it on Google Play");
    const region = screen.getByRole("region", { name: /Notifications/ });
    expect(within(region).getByRole("listitem")).toHaveTextContent(launchToasts.en.mobileApp.title);
    expect(within(region).getByRole("listitem")).not.toHaveAttribute("data-continued");
  });
});

describe("in the scripts", () => {
  it("hydrates the pre-rendered list as it is, shown toast included, without its markup", () => {
    const inLocale = (node: React.ReactNode) => <LocaleContext value="en">{node}</LocaleContext>;
    const container = document.createElement("div");
    container.innerHTML = renderToString(inLocale(<EarlyToastList toasts={text.launchToasts} closeLabel="Close" />));
    // Shown by the inline script before hydration.
    container.querySelector("li")!.hidden = false;
    const beforeHydration = container.innerHTML;
    const errors = vi.fn();
    const warnings = vi.spyOn(console, "error");
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, inLocale(<EarlyToasts toasts={text.launchToasts} closeLabel="Close" />), {
        onRecoverableError: errors,
      });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(beforeHydration);
    act(() => root?.unmount());
    warnings.mockRestore();
  });
});
