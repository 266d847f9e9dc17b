import { useRef, useSyncExternalStore } from "react";
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from "~/components/ui/toast";
import { externalLinkProps } from "~/lib/logic/links";
import { TOAST_SWIPE_THRESHOLD_PX } from "~/lib/logic/toast-settings";
import { getServerSnapshot, toastStore } from "~/lib/logic/toast-store";
import type { ShellContent } from "~/lib/build/page-content.server";

/** The toasts; `text` is the toast area's own words in the page's language (the shell's). */
export function Toaster({ text }: { text: ShellContent["toasts"] }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerSnapshot);
  const viewportRef = useRef<HTMLOListElement>(null);
  // Where focus was before F8 or Tab moved it into the toast area: closing a toast from
  // inside returns it there, instead of leaving it on the emptied area.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  return (
    <ToastProvider label={text.label} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(isOpen) => {
            if (isOpen) return;
            toastStore.dismiss(id);
            if (viewportRef.current?.contains(document.activeElement)) returnFocusRef.current?.focus();
          }}
        >
          <div className="min-w-0 flex-1">
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastDescription>{description}</ToastDescription> : null}
            {action ? (
              <ToastAction altText={action.altText} asChild>
                <a href={action.href} {...externalLinkProps(action.href)}>
                  {action.label}
                </a>
              </ToastAction>
            ) : null}
          </div>
          <ToastClose aria-label={text.close} />
        </Toast>
      ))}
      <ToastViewport
        ref={viewportRef}
        label={text.regionLabel}
        onFocus={(event) => {
          // The region around the list also holds Radix's focus proxies: they are not "outside".
          const area = event.currentTarget.closest("[role=region]") ?? event.currentTarget;
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !area.contains(from)) returnFocusRef.current = from;
        }}
      />
    </ToastProvider>
  );
}
