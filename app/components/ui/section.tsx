import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

/** A page band: the section, its vertical rhythm and background, and the page container inside. */
export const sectionVariants = cva("", {
  variants: {
    spacing: { lg: "py-16 sm:py-24", md: "py-16 sm:py-20", sm: "py-14 sm:py-20" },
    tone: { plain: "", muted: "border-ink-100 bg-ink-50" },
    /** Below the first screen: layout is skipped until it comes near (app.css). */
    deferred: { true: "render-when-near", false: "" },
  },
  defaultVariants: { spacing: "lg", tone: "plain", deferred: false },
});

interface SectionProps extends ComponentProps<"section">, VariantProps<typeof sectionVariants> {
  /** Classes for the container inside (a grid, a narrower width). */
  containerClassName?: string;
}

export function Section({ className, containerClassName, spacing, tone, deferred, children, ...props }: SectionProps) {
  return (
    <section
      data-slot="section"
      className={joinClasses(sectionVariants({ spacing, tone, deferred }), className)}
      {...props}
    >
      <div className={joinClasses("container-page", containerClassName)}>{children}</div>
    </section>
  );
}
