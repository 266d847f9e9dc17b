import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

/** A square or round tile with an icon (or a step number) centred in it. */
export const iconTileVariants = cva("flex shrink-0 items-center justify-center", {
  variants: {
    tone: {
      brand: "bg-brand-700 text-white",
      soft: "bg-brand-50 text-brand-700",
      saffron: "bg-saffron-100 text-saffron-700",
      step: "bg-saffron-100 text-lg font-extrabold text-saffron-800",
      muted: "bg-ink-100 text-ink-700",
      plain: "bg-white text-ink-500",
      glass: "bg-white/10 text-white",
    },
    size: { xs: "size-8", sm: "size-9", md: "size-11", lg: "size-12", xl: "size-14" },
    shape: { lg: "rounded-lg", xl: "rounded-xl", "2xl": "rounded-2xl", round: "rounded-full" },
  },
  defaultVariants: { tone: "soft", size: "lg", shape: "xl" },
});

interface IconTileProps extends ComponentProps<"span">, VariantProps<typeof iconTileVariants> {}

export function IconTile({ className, tone, size, shape, ...props }: IconTileProps) {
  return (
    <span
      data-slot="icon-tile"
      className={joinClasses(iconTileVariants({ tone, size, shape }), className)}
      {...props}
    />
  );
}
