import type { ShellContent } from "../build/page-content.server";

/**
 * The recorder (docs/architecture.md): the one script in every page's <head>, inline, so it
 * listens before the first button is painted. Nothing a visitor does before an island's script
 * runs is lost, and nothing here re-implements an island:
 * - a tap on a launch button (Sign In, Start Application, the store badges) is kept, marked as
 *   heard, until the toasts island starts and answers it (`takeRecordedTaps`);
 * - a tap on a button inside an island not yet started (Astro marks it `ssr`) is held and
 *   clicked again once the island says it has hydrated;
 * - a popover's toggle (the menus) keeps its label in step with the popover;
 * - a link marked `data-keep-location` (the language control's) carries the page's search, or
 *   what the search box holds, and its fragment;
 * - a button marked `data-print` prints the page (the guides' checklist);
 * - the web app manifest is linked once the page has loaded, so Chrome's install check does not
 *   share the bandwidth with the font the first paint waits for.
 * Typed text needs nothing: the fields are uncontrolled, and the islands read them when they start.
 */
function record(launchToast: string, pending: string, printButton: string) {
  (window as RecorderWindow).__taps = [];
  addEventListener(
    "click",
    (event) => {
      const target = (event.target as Element).closest?.<HTMLElement>("button,a[data-keep-location]");
      if (!target) return;
      if (target instanceof HTMLAnchorElement) {
        const url = new URL(target.href);
        const params = new URLSearchParams(location.search);
        const typed = document.querySelector<HTMLInputElement>("[data-search-input]")?.value.trim();
        // As the search does when it starts: what the box holds, else the address's query.
        if (typed) params.set("q", typed);
        url.search = String(params);
        url.hash = location.hash;
        target.href = url.href;
        return;
      }
      if (target.hasAttribute(printButton)) return print();
      const island = target.closest("astro-island[ssr]");
      const launch = target.hasAttribute(launchToast) && (window as RecorderWindow).__taps;
      if (!island && !launch) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      target.setAttribute(pending, "");
      if (launch) launch.push(target);
      else
        island!.addEventListener(
          "astro:hydrate",
          () =>
            setTimeout(() => {
              target.removeAttribute(pending);
              target.click();
            }),
          { once: true },
        );
    },
    true,
  );
  addEventListener(
    "toggle",
    (event) => {
      const label = (event as ToggleEvent).newState === "open" ? "data-label-close" : "data-label-open";
      for (const invoker of document.querySelectorAll(`[popovertarget="${(event.target as Element).id}"]`))
        if (invoker.hasAttribute(label)) invoker.setAttribute("aria-label", invoker.getAttribute(label)!);
    },
    true,
  );
  addEventListener("load", () =>
    document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" })),
  );
}

interface RecorderWindow {
  /** Launch buttons tapped before the toasts island started, in order; null once it has. */
  __taps?: HTMLElement[] | null;
}

/** The attributes that tie the recorder to the page's markup. */
const recorderAttributes = {
  /** On a button: the launch toast it shows (its key in the shell's launchToasts). */
  launchToast: "data-launch-toast",
  /** Marks a held tap, so the button shows it was heard (app.css). */
  pending: "data-tap-pending",
  print: "data-print",
};

/**
 * The recorder's source, which the page's document minifies into its <head> at build
 * (layouts/document.astro); its hash goes into the page's policy.
 */
export const recorderSource = () =>
  `(${record})(${[recorderAttributes.launchToast, recorderAttributes.pending, recorderAttributes.print].map((name) => JSON.stringify(name))})`;

export type LaunchToastKey = keyof ShellContent["launchToasts"];

/** The attribute of a launch button, whose first touch starts the toasts island (layouts/document.astro). */
export const LAUNCH_TOAST_ATTRIBUTE = recorderAttributes.launchToast;

/** A button that shows a launch toast: static HTML that the toasts island answers. */
export const launchToastButtonProps = (key: LaunchToastKey) => ({ [recorderAttributes.launchToast]: key });

/** A button that prints the page. */
export const printButtonProps = { [recorderAttributes.print]: "" };

/**
 * The launch buttons' taps kept before the toasts island started, in order, and which toast
 * each asks for; from now on the island answers taps itself.
 */
export function takeRecordedTaps(): { button: HTMLElement; key: LaunchToastKey }[] {
  const win = window as RecorderWindow;
  const taps = win.__taps ?? [];
  win.__taps = null;
  return taps.map((button) => {
    button.removeAttribute(recorderAttributes.pending);
    return { button, key: launchToastKey(button)! };
  });
}

/** Which launch toast a tapped element asks for, if it is (in) a launch button. */
export function launchToastKey(target: EventTarget | null): LaunchToastKey | undefined {
  const button = target instanceof Element ? target.closest(`[${recorderAttributes.launchToast}]`) : null;
  return (button?.getAttribute(recorderAttributes.launchToast) as LaunchToastKey | null) ?? undefined;
}
