import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

/** A list item of media (an icon tile, a number) beside a title and a line of text. */
export function Item({ className, ...props }: ComponentProps<"li">) {
  return <li data-slot="item" className={joinClasses("flex", className)} {...props} />;
}

export const itemTitleVariants = cva("font-bold text-ink-950", {
  variants: { size: { md: "", lg: "text-lg" } },
  defaultVariants: { size: "lg" },
});

export function ItemTitle({
  className,
  size,
  children,
  ...props
}: ComponentProps<"h3"> & VariantProps<typeof itemTitleVariants>) {
  return (
    <h3 data-slot="item-title" className={joinClasses(itemTitleVariants({ size }), className)} {...props}>
      {children}
    </h3>
  );
}

export function ItemDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="item-description" className={joinClasses("leading-relaxed text-ink-600", className)} {...props} />
  );
}
