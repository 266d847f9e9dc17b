import { useEffect } from "react";
import type { ShellContent } from "~/lib/build/page-content.server";
import { type LaunchToastKey, launchToastKey, takeRecordedTaps } from "~/lib/inline-scripts/recorder";
import { toastStore } from "~/lib/logic/toast-store";
import { Toaster } from "./toaster";

/**
 * The launch toasts, an island (docs/architecture.md): the launch buttons are static HTML in
 * the shell and the pages; one listener here answers a tap on any of them, and as the island
 * starts it answers the taps the inline recorder kept before it.
 */
export function LaunchToasts({
  text,
  launchToasts,
}: {
  text: ShellContent["toasts"];
  launchToasts: ShellContent["launchToasts"];
}) {
  useEffect(() => {
    function show(button: Element, key: LaunchToastKey) {
      // A toast raised from the open menu (its Sign In) closes the menu: a choice was made.
      button.closest<HTMLElement>("[popover]")?.hidePopover();
      // The description is the launch message the page shows (lib/build/page-content.server.ts).
      const description = document.querySelector("[data-launch-message]")?.textContent ?? undefined;
      toastStore.show({ ...launchToasts[key], description });
    }
    for (const { button, key } of takeRecordedTaps()) show(button, key);
    const onClick = (event: MouseEvent) => {
      const key = launchToastKey(event.target);
      if (key) show(event.target as Element, key);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [launchToasts]);
  return <Toaster text={text} />;
}
