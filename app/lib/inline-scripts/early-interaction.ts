import type { ShellContent } from "../build/page-content.server";
import { loadToastUi } from "~/components/layout/toast-ui";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "../logic/toast-settings";

/**
 * What a visitor does before the scripts run is not lost (decision 0007). The pre-rendered
 * page runs this inline, before it paints:
 * - a tap on a launch toast's button shows that toast at once, from the hidden copy the page
 *   carries (early-toasts.tsx), with the toast's timer, close button, Escape, swipe and
 *   hotkey; once React has hydrated, `replayEarlyTaps` hands the toast still open to the
 *   Toaster with the time it has left (decision 0015);
 * - a tap on another button that needs script is held, marked pending, and answered by
 *   `replayEarlyTaps` once React has hydrated, each exactly once, in order;
 * - a popover toggle (the mobile menu) keeps its invoker's `aria-expanded` and label in step
 *   with the popover, before hydration and after;
 * - a link marked `data-keep-location` (the language control's) carries the page's search, or
 *   what was typed in the search box, and its fragment, as it does once React renders it.
 * Its hash goes into the Content-Security-Policy with the other inline scripts.
 */

declare global {
  interface Window {
    /** Buttons tapped before hydration, in order; undefined once they have been answered. */
    __earlyTaps?: HTMLButtonElement[];
    /** The launch toast shown before hydration and still open: its button and its time left. */
    __earlyToast?: { button: HTMLButtonElement; remainingMs: () => number };
  }
}

/** The attributes that tie the inline script to the page's markup. */
const attributes = {
  /** Marks a held tap, so the button shows it was heard (app.css). */
  pending: "data-tap-pending",
  /** On a button: the launch toast it shows (its key in the shell's launchToasts). */
  launchToast: "data-launch-toast",
  /** On the list of the page's hidden launch toasts, each marked with its key. */
  earlyToasts: "data-early-toasts",
  earlyToast: "data-early-toast",
  earlyToastClose: "data-early-toast-close",
};

export type LaunchToastKey = keyof ShellContent["launchToasts"];

/** A button that shows a launch toast: before hydration, the inline script shows it. */
export const launchToastButtonProps = (key: LaunchToastKey) => ({ [attributes.launchToast]: key });
/** The hidden copies of the launch toasts the inline script shows (early-toasts.tsx). */
export const earlyToastListProps = { [attributes.earlyToasts]: "" };
export const earlyToastProps = (key: LaunchToastKey) => ({ [attributes.earlyToast]: key });
export const earlyToastCloseProps = { [attributes.earlyToastClose]: "" };

const options = {
  attributes,
  durationMs: TOAST_DURATION_MS,
  hotkey: TOAST_HOTKEY,
  swipeThresholdPx: TOAST_SWIPE_THRESHOLD_PX,
};

function captureEarlyInteraction({ attributes: a, durationMs, hotkey, swipeThresholdPx }: typeof options) {
  const taps: HTMLButtonElement[] = (window.__earlyTaps = []);
  const beforeHydration = () => window.__earlyTaps === taps;
  const inToasts = (node: EventTarget | null) => node instanceof Element && !!node.closest(`[${a.earlyToasts}]`);

  // The launch toast on screen: one at a time, as after hydration. Its timer runs while
  // neither the pointer nor focus is in the toast area, as Radix Toast's does.
  let shown:
    | { toast: HTMLElement; timer?: ReturnType<typeof setTimeout>; left: number; since?: number; swipeFrom?: number }
    | undefined;
  // Whether the pointer, and focus, are in the toast area.
  const inside = { pointer: false, focus: false };
  const remainingMs = () =>
    shown ? shown.left - (shown.since === undefined ? 0 : performance.now() - shown.since) : 0;
  function runTimer() {
    if (!shown) return;
    const paused = inside.pointer || inside.focus;
    if (paused && shown.since !== undefined) {
      shown.left = remainingMs();
      shown.since = undefined;
      clearTimeout(shown.timer);
    } else if (!paused && shown.since === undefined) {
      shown.since = performance.now();
      shown.timer = setTimeout(closeToast, shown.left);
    }
  }
  function closeToast() {
    if (!shown) return;
    clearTimeout(shown.timer);
    shown.toast.hidden = true;
    shown.toast.removeAttribute("data-state");
    shown.toast.removeAttribute("data-swipe");
    shown = undefined;
    window.__earlyToast = undefined;
  }
  function showToast(button: HTMLButtonElement, toast: HTMLElement) {
    closeToast();
    // As the button's own handler does: a toast raised from the open menu closes it.
    const menu = button.closest<HTMLElement>("[popover]");
    if (menu?.matches(":popover-open")) menu.hidePopover();
    toast.hidden = false;
    toast.setAttribute("data-state", "open");
    shown = { toast, left: durationMs };
    window.__earlyToast = { button, remainingMs };
    runTimer();
  }

  addEventListener(
    "click",
    (event) => {
      if (!beforeHydration()) return;
      const target = event.target as Element;
      if (target.closest?.(`[${a.earlyToastClose}]`)) {
        closeToast();
        return;
      }
      const link = (event.target as Element).closest?.<HTMLAnchorElement>("a[data-keep-location]");
      if (link) {
        const url = new URL(link.href);
        // The search box, where there is one, says what the query is now, cleared included.
        const params = new URLSearchParams(location.search);
        const input = document.querySelector<HTMLInputElement>("[data-search-input]");
        const typed = input?.value.trim();
        if (typed) params.set("q", typed);
        else if (input) params.delete("q");
        url.search = params.toString();
        url.hash = location.hash;
        link.href = url.href;
        return;
      }
      // Popover toggles and form submits work without script; links navigate.
      const button = (event.target as Element).closest?.<HTMLButtonElement>(
        "button:not([popovertarget]):not([type=submit])",
      );
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const toast = document.querySelector<HTMLElement>(`[${a.earlyToast}="${button.getAttribute(a.launchToast)}"]`);
      if (toast) return showToast(button, toast);
      button.setAttribute(a.pending, "");
      taps.push(button);
    },
    true,
  );
  addEventListener("keydown", (event) => {
    if (!beforeHydration() || !shown) return;
    if (event.key === hotkey) document.querySelector<HTMLElement>(`[${a.earlyToasts}]`)?.focus();
    else if (event.key === "Escape" && inToasts(document.activeElement)) closeToast();
  });
  for (const [what, enter, leave] of [
    ["pointer", "pointerover", "pointerout"],
    ["focus", "focusin", "focusout"],
  ] as const) {
    addEventListener(enter, (event) => {
      inside[what] = inToasts(event.target);
      runTimer();
    });
    addEventListener(leave, (event) => {
      if (inToasts(event.relatedTarget)) return;
      inside[what] = false;
      runTimer();
    });
  }
  // Swiped right past the threshold, the toast closes; short of it, it slides back (app.css).
  addEventListener("pointerdown", (event) => {
    if (shown?.toast.contains(event.target as Node)) shown.swipeFrom = event.clientX;
  });
  addEventListener("pointermove", (event) => {
    if (shown?.swipeFrom === undefined) return;
    const distance = Math.max(0, event.clientX - shown.swipeFrom);
    shown.toast.setAttribute("data-swipe", "move");
    shown.toast.style.setProperty("--radix-toast-swipe-move-x", `${distance}px`);
  });
  addEventListener("pointerup", (event) => {
    if (shown?.swipeFrom === undefined) return;
    if (event.clientX - shown.swipeFrom > swipeThresholdPx) return closeToast();
    shown.swipeFrom = undefined;
    shown.toast.setAttribute("data-swipe", "cancel");
  });
  // Without script the browser still exposes a popover toggle's expanded state itself.
  function syncInvokers(popover: HTMLElement) {
    const open = popover.matches(":popover-open");
    for (const invoker of document.querySelectorAll(`[popovertarget="${popover.id}"]`)) {
      invoker.setAttribute("aria-expanded", String(open));
      const label = invoker.getAttribute(open ? "data-label-close" : "data-label-open");
      if (label) invoker.setAttribute("aria-label", label);
    }
  }
  addEventListener("toggle", (event) => syncInvokers(event.target as HTMLElement), true);
  addEventListener("DOMContentLoaded", () =>
    document.querySelectorAll<HTMLElement>("[popover][id]").forEach(syncInvokers),
  );
}

/** The inline script's text, written into each page when it is pre-rendered (root.tsx). */
export const earlyInteractionScript = () => `(${captureEarlyInteraction.toString()})(${JSON.stringify(options)})`;

/**
 * Answers the taps held before hydration, once every handler exists, and hands the launch
 * toast still open to the Toaster, which then hides the early copy (`hideEarlyToasts`).
 */
export function replayEarlyTaps() {
  const taps = window.__earlyTaps ?? [];
  const toast = window.__earlyToast;
  window.__earlyTaps = undefined;
  window.__earlyToast = undefined;
  for (const button of taps) {
    button.removeAttribute(attributes.pending);
    if (button.isConnected) button.click();
  }
  if (toast?.button.isConnected) {
    const remainingMs = toast.remainingMs();
    // The early copy stays on screen until the Toaster, in the toast UI's chunk, shows it.
    void loadToastUi().then(({ toastStore }) => {
      toastStore.continueNext(remainingMs);
      toast.button.click();
    });
  }
}

/** The Toaster shows a toast: the copies shown before hydration give way to it. */
export function hideEarlyToasts() {
  for (const toast of document.querySelectorAll<HTMLElement>(`[${attributes.earlyToast}]`)) {
    toast.hidden = true;
    toast.removeAttribute("data-state");
  }
}
