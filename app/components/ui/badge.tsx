import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

export const badgeVariants = cva("inline-flex items-center rounded-full font-semibold [&_svg]:shrink-0", {
  variants: {
    variant: {
      launch: "bg-saffron-100 text-saffron-900 ring-1 ring-saffron-300 ring-inset",
      brand: "bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset",
      inverse: "bg-white/10 text-white ring-1 ring-white/25 ring-inset",
      overlay: "bg-white/95 text-ink-900 shadow-sm",
    },
    size: {
      sm: "gap-1.5 px-2.5 py-0.5 text-xs whitespace-nowrap [&_svg]:size-3.5",
      md: "gap-1.5 px-3 py-1 text-sm whitespace-nowrap [&_svg]:size-3.5",
      /** A banner line that may wrap on a phone. */
      lg: "gap-2 px-3.5 py-1.5 text-xs text-balance sm:text-sm [&_svg]:size-4",
    },
  },
  defaultVariants: { variant: "brand", size: "sm" },
});

interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={joinClasses(badgeVariants({ variant, size }), className)} {...props} />;
}
