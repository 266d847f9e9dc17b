import { X } from "lucide-react";
import { toastPartClasses, toastVariants } from "~/components/ui/toast-styles";
import {
  earlyToastCloseProps,
  earlyToastListProps,
  earlyToastProps,
  type LaunchToastKey,
} from "~/lib/inline-scripts/early-interaction";
import { externalLinkProps } from "~/lib/logic/links";
import type { ShellContent } from "~/lib/build/page-content.server";
import type { ToastInput } from "~/lib/logic/toast-store";
import { joinClasses } from "~/lib/logic/utils";

/**
 * The launch toasts, pre-rendered and hidden, in the Toaster's looks: a tap on one of their
 * buttons before the scripts run shows its toast at once (the inline script of
 * app/lib/inline-scripts/early-interaction.ts), and the Toaster takes it over once React has hydrated
 * (decision 0015). A polite live region, so the toast shown is read out.
 */
export function EarlyToasts({ toasts, closeLabel }: { toasts: ShellContent["launchToasts"]; closeLabel: string }) {
  const entries = Object.entries(toasts) as [LaunchToastKey, ToastInput][];
  return (
    <ol
      {...earlyToastListProps}
      tabIndex={-1}
      aria-live="polite"
      className={joinClasses(toastPartClasses.viewport, "pointer-events-none")}
    >
      {entries.map(([key, { title, description, action }]) => (
        // Shown by the inline script before hydration: React leaves `hidden` as it finds it.
        <li key={key} {...earlyToastProps(key)} hidden suppressHydrationWarning className={toastVariants()}>
          <div className="min-w-0 flex-1">
            <div className={toastPartClasses.title}>{title}</div>
            {description ? <div className={toastPartClasses.description}>{description}</div> : null}
            {action ? (
              <a href={action.href} {...externalLinkProps(action.href)} className={toastPartClasses.action}>
                {action.label}
              </a>
            ) : null}
          </div>
          <button type="button" {...earlyToastCloseProps} aria-label={closeLabel} className={toastPartClasses.close}>
            <X aria-hidden="true" className={toastPartClasses.closeIcon} />
          </button>
        </li>
      ))}
    </ol>
  );
}
