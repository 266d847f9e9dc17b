import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/logic/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-semibold transition-colors duration-150 focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:ring-offset-2 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        accent: "bg-saffron-500 text-ink-950 shadow-sm hover:bg-saffron-400",
        outline: "border border-ink-200 bg-white text-ink-900 hover:border-brand-300 hover:bg-brand-50",
        ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
        inverse: "border border-white/30 bg-white/10 text-white hover:bg-white/20",
        link: "text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        // Heights as minimums, so a label allowed to wrap (`wrap`) grows the button instead of spilling out.
        sm: "min-h-9 rounded-xl px-3.5 text-sm",
        md: "min-h-11 rounded-xl px-5 text-[0.9375rem]",
        lg: "min-h-12 rounded-xl px-6 text-base",
        icon: "size-10 rounded-xl",
        /** Inside a line of text, at the text's size; unpadded, so the punctuation after it stays close. */
        inline: "rounded-md align-baseline",
      },
      /** One line (the default), or a long label, such as Tamil's at 320 px, wrapping within the width it has. */
      wrap: {
        false: "whitespace-nowrap",
        true: "max-w-full py-2 text-left whitespace-normal",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);

type ButtonStyle = VariantProps<typeof buttonVariants> & { className?: string };

/**
 * A button's look for a link, spread last onto `<a>` (`<a href=… {...buttonStyle({ size: "lg" })}>`):
 * a link that looks like a button stays a plain link, with no element that clones its child
 * (Radix's Slot), so an island that shows one carries no such code.
 */
export function buttonStyle({ variant, size, wrap, className }: ButtonStyle) {
  return { "data-slot": "button", className: joinClasses(buttonVariants({ variant, size, wrap }), className) };
}

export function Button({ className, variant, size, wrap, ...props }: ComponentProps<"button"> & ButtonStyle) {
  return <button {...buttonStyle({ variant, size, wrap, className })} type="button" {...props} />;
}
