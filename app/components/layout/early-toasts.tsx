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
import { useLocale } from "~/lib/hooks/use-locale";
import { joinClasses } from "~/lib/logic/utils";

interface EarlyToastsProps {
  toasts: ShellContent["launchToasts"];
  closeLabel: string;
}

/**
 * The launch toasts, pre-rendered and hidden, in the Toaster's looks: a tap on one of their
 * buttons before the scripts run shows its toast at once (the inline script of
 * app/lib/inline-scripts/early-interaction.ts), and the Toaster takes it over once React has hydrated
 * (decision 0015). A polite live region, so the toast shown is read out.
 */
export function EarlyToastList({ toasts, closeLabel }: EarlyToastsProps) {
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

/**
 * The list in the pre-rendered page only: the copies serve only before hydration, so the scripts
 * leave their markup out. Hydration keeps the list as the HTML has it (React neither compares
 * nor patches an element rendered with inner HTML); a client-side switch of language makes it
 * a new, empty one, so no page keeps another language's words (decision 0018).
 */
export function EarlyToasts(props: EarlyToastsProps) {
  const locale = useLocale();
  if (import.meta.env.SSR) return <EarlyToastList {...props} />;
  return <ol key={locale} {...earlyToastListProps} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
