import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

/** The small uppercase label above a heading, or a heading set as one. */
export const eyebrowVariants = cva("text-sm font-semibold tracking-wide uppercase indic:tracking-normal", {
  variants: {
    tone: { brand: "text-brand-700", inverse: "text-white" },
  },
  defaultVariants: { tone: "brand" },
});

interface EyebrowProps extends ComponentProps<"p">, VariantProps<typeof eyebrowVariants> {
  /** The element, when the label is a heading or sits inside one: a paragraph by default. */
  as?: "p" | "span" | "h2" | "h3";
}

export function Eyebrow({ as: Component = "p", className, tone, ...props }: EyebrowProps) {
  return <Component {...props} data-slot="eyebrow" className={joinClasses(eyebrowVariants({ tone }), className)} />;
}
