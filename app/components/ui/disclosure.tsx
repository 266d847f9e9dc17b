import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { joinClasses } from "~/lib/logic/utils";
import { IconTile } from "./icon-tile";

interface DisclosureProps extends Omit<ComponentProps<"details">, "children"> {
  /** The line always shown: a question, say. */
  summary: ReactNode;
  children: ReactNode;
}

/**
 * A native `<details>` card: Enter and Space work, the content is readable without JavaScript,
 * the open one closes on a second click, and items sharing a `name` keep one open at a time.
 */
export function Disclosure({ summary, children, className, ...props }: DisclosureProps) {
  return (
    <details
      className={joinClasses(
        "group rounded-2xl border border-ink-200 bg-white shadow-sm open:border-brand-200 open:shadow-md",
        className,
      )}
      {...props}
    >
      <summary className="flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-pretty text-ink-950 hover:text-brand-800 sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
        {summary}
        <IconTile
          tone="muted"
          size="xs"
          shape="round"
          className="transition-transform duration-200 group-open:rotate-180 group-open:bg-brand-50 group-open:text-brand-700"
        >
          <ChevronDown aria-hidden="true" className="size-5" />
        </IconTile>
      </summary>
      <div className="px-5 pb-5 leading-relaxed text-ink-600 sm:px-6 sm:pb-6">{children}</div>
    </details>
  );
}
