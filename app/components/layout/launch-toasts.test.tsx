import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { locales } from "~/config/locales";
import { shellContent } from "~/lib/build/page-content.server";
import { type LaunchToastKey, launchToastButtonProps, recorderSource } from "~/lib/inline-scripts/recorder";
import { toastStore } from "~/lib/logic/toast-store";
import { LaunchToasts } from "./launch-toasts";

/*
 * The toasts island over the page's static launch buttons: the taps the inline recorder kept
 * before it started, then every tap itself. (The toast area: toaster.test.tsx; in a browser,
 * started by client:tap: tests/e2e.)
 */

beforeAll(() => {
  // The page's <head> runs the recorder before anything else.
  window.eval(recorderSource());
});

beforeEach(() => {
  // jsdom has no pointer capture, which Radix's swipe handling asks about on every press.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  for (const item of toastStore.getSnapshot()) act(() => toastStore.dismiss(item.id));
  cleanup();
  document.body.replaceChildren();
  // A new page: the recorder keeps taps again until its island starts.
  (window as { __taps?: HTMLElement[] | null }).__taps = [];
});

/** A launch button in the page's static HTML, as the shell and the pages render it. */
function launchButton(key: LaunchToastKey, parent: HTMLElement = document.body) {
  const button = parent.appendChild(document.createElement("button"));
  for (const [name, value] of Object.entries(launchToastButtonProps(key))) button.setAttribute(name, value);
  button.append(key);
  return button;
}

function startIsland(locale: (typeof locales)[number]) {
  const { toasts, launchToasts } = shellContent(locale);
  render(<LaunchToasts text={toasts} launchToasts={launchToasts} />);
  return launchToasts;
}

const toastItems = () => screen.queryAllByRole("listitem");

describe.each(locales)("the launch toasts (%s)", (locale) => {
  it("answers the tap the recorder kept before the island started", () => {
    const signIn = launchButton("signIn");
    signIn.click();
    expect(toastItems()).toEqual([]);
    const launchToasts = startIsland(locale);
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent(launchToasts.signIn.title);
    expect(signIn).not.toHaveAttribute("data-tap-pending");
  });

  it("then answers a tap on any launch button, one toast at a time", () => {
    const launchToasts = startIsland(locale);
    expect(toastItems()).toEqual([]);
    const start = launchButton("startApplication");
    const badge = launchButton("mobileApp");
    // The tap lands on what is inside the button (its label, its icon).
    const label = start.appendChild(document.createElement("span"));
    act(() => label.click());
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent(launchToasts.startApplication.title);
    act(() => badge.click());
    expect(toastItems()).toHaveLength(1);
    expect(toastItems()[0]).toHaveTextContent(launchToasts.mobileApp.title);
  });
});

describe("the launch toasts", () => {
  it("close the menu the tapped button is in: a choice was made", () => {
    const menu = document.body.appendChild(document.createElement("div"));
    menu.setAttribute("popover", "auto");
    // jsdom has no popovers: the menu's hidePopover is watched instead.
    const hidePopover = vi.fn();
    menu.hidePopover = hidePopover;
    const signIn = launchButton("signIn", menu);
    const launchToasts = startIsland("en");
    act(() => signIn.click());
    expect(hidePopover).toHaveBeenCalledTimes(1);
    expect(toastItems()[0]).toHaveTextContent(launchToasts.signIn.title);
  });

  it("leave other buttons alone", () => {
    startIsland("en");
    const other = document.body.appendChild(document.createElement("button"));
    act(() => other.click());
    expect(toastItems()).toEqual([]);
  });
});
