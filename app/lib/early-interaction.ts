/**
 * What a visitor does before the scripts run is not lost (decision 0007). The pre-rendered
 * page runs this inline, before it paints:
 * - a tap on a button that needs script (every toast button) is held, marked pending, and
 *   answered by `replayEarlyTaps` once React has hydrated, each exactly once, in order;
 * - a popover toggle (the mobile menu) keeps its invoker's `aria-expanded` and label in step
 *   with the popover, before hydration and after;
 * - a link marked `data-keep-location` (the language link) carries the page's search, or
 *   what was typed in the search box, and its fragment, as it does once React renders it.
 * Its hash goes into the Content-Security-Policy with the other inline scripts.
 */

declare global {
  interface Window {
    /** Buttons tapped before hydration, in order; undefined once they have been answered. */
    __earlyTaps?: HTMLButtonElement[];
  }
}

/** Marks a held tap, so the button shows it was heard (app.css). */
const PENDING = "data-tap-pending";

function captureEarlyInteraction(pending: string) {
  const taps: HTMLButtonElement[] = (window.__earlyTaps = []);
  addEventListener(
    "click",
    (event) => {
      if (window.__earlyTaps !== taps) return;
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
      button.setAttribute(pending, "");
      taps.push(button);
    },
    true,
  );
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

export const earlyInteractionScript = `(${captureEarlyInteraction.toString()})(${JSON.stringify(PENDING)})`;

/** Answers the taps held before hydration, once every handler exists. */
export function replayEarlyTaps() {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = undefined;
  for (const button of taps) {
    button.removeAttribute(PENDING);
    if (button.isConnected) button.click();
  }
}
