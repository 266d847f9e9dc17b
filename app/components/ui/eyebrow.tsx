import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/utils";

/** The small uppercase label above a heading, or a heading set as one. */
export const eyebrowVariants = cva("text-sm font-semibold tracking-wide uppercase indic:tracking-normal", {
  variants: {
    tone: { brand: "text-brand-700", inverse: "text-white" },
  },
  defaultVariants: { tone: "brand" },
});

interface EyebrowProps extends ComponentProps<"p">, VariantProps<typeof eyebrowVariants> {
  /** Render the child element (a heading, say) with eyebrow styles. */
  asChild?: boolean;
}

export function Eyebrow({ className, tone, asChild = false, ...props }: EyebrowProps) {
  const Component = asChild ? Slot : "p";
  return <Component data-slot="eyebrow" className={joinClasses(eyebrowVariants({ tone }), className)} {...props} />;
}
