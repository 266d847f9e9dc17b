import * as ToastPrimitive from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { joinClasses } from "~/lib/utils";

/**
 * Radix Toast, styled. The Provider's defaults carry the behaviour docs/requirements.md
 * asks: F8 hotkey, Escape, swipe right past 50 px, pause while pointer or focus is inside.
 */
export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={joinClasses(
        "fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[420px] sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  "group pointer-events-auto relative flex w-full toast-motion items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-11 shadow-xl shadow-ink-950/10",
  {
    variants: {
      variant: {
        default: "border-ink-200 bg-white text-ink-900",
        destructive: "border-red-700 bg-red-700 text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  // data-variant lets the parts inside restyle themselves for the destructive variant.
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? "default"}
      className={joinClasses(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={joinClasses("text-[0.9375rem] font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={joinClasses("mt-1 text-sm text-ink-600 group-data-[variant=destructive]:text-white", className)}
      {...props}
    />
  );
}

/** Grows to a second line rather than spilling out when a long label wraps on a narrow phone. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={joinClasses(
        "mt-3 inline-flex min-h-9 items-center gap-2 rounded-lg bg-brand-700 px-3.5 py-1.5 text-left text-sm font-semibold text-white group-data-[variant=destructive]:bg-white group-data-[variant=destructive]:text-red-800 hover:bg-brand-800 focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:ring-offset-2 focus-visible:outline-none [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      className={joinClasses(
        "absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-lg text-ink-500 group-data-[variant=destructive]:text-white hover:bg-ink-100 hover:text-ink-900 group-data-[variant=destructive]:hover:bg-white/15 focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:outline-none",
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
