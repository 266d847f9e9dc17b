import { ArrowUpRight } from "lucide-react";
import type { ComponentProps } from "react";
import { externalLinkProps } from "~/lib/logic/links";
import { joinClasses } from "~/lib/logic/utils";
import { textLinkClass } from "~/components/ui/text-link";

interface ExternalLinkProps extends ComponentProps<"a"> {
  href: string;
  /** Said after the link's text to screen readers, " (external site)": the arrow shows it. */
  externalLabel: string;
}

/** Inline, so it follows the text's last line when the text wraps. */
const arrow = <ArrowUpRight aria-hidden="true" className="ml-0.5 inline-block size-3.5 align-[-0.125em]" />;

/** A link off the site, marked as such: the page a fact was taken from, say. */
export function ExternalLink({ href, externalLabel, className, children, ...props }: ExternalLinkProps) {
  return (
    <a
      href={href}
      {...externalLinkProps(href)}
      className={joinClasses(`${textLinkClass} hover:decoration-brand-700`, className)}
      {...props}
    >
      {typeof children === "string" ? (
        // The last word and the arrow unbroken, so the arrow never wraps onto a line alone.
        <>
          {children.slice(0, children.lastIndexOf(" ") + 1)}
          <span className="whitespace-nowrap">
            {children.slice(children.lastIndexOf(" ") + 1)}
            {arrow}
          </span>
        </>
      ) : (
        <>
          {children}
          {arrow}
        </>
      )}
      <span className="sr-only">{externalLabel}</span>
    </a>
  );
}
