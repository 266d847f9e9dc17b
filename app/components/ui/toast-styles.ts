import { cva } from "class-variance-authority";

// How a toast looks (toast.tsx), apart from Radix Toast, so that components/ui/variants.test.ts
// checks the variants alone.

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

/** The parts of a toast (toast.tsx). */
export const toastPartClasses = {
  // On phones 8 px from the screen's edges: Tamil's title took four lines at 320 px with 16.
  viewport:
    "fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-screen list-none flex-col gap-2 p-2 outline-none sm:inset-x-auto sm:right-0 sm:w-[420px] sm:p-6",
  title: "text-[0.9375rem] font-semibold",
  description: "mt-1 text-sm text-ink-600 group-data-[variant=destructive]:text-white",
  // Grows to a second line rather than spilling out when a long label wraps on a narrow phone.
  action:
    "mt-3 inline-flex min-h-9 items-center gap-2 rounded-lg bg-brand-700 px-3.5 py-1.5 text-left text-sm font-semibold text-white group-data-[variant=destructive]:bg-white group-data-[variant=destructive]:text-red-800 hover:bg-brand-800 focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:ring-offset-2 focus-visible:outline-none [&_svg]:size-4",
  close:
    "absolute top-2.5 right-2.5 inline-flex size-8 items-center justify-center rounded-lg text-ink-500 group-data-[variant=destructive]:text-white hover:bg-ink-100 hover:text-ink-900 group-data-[variant=destructive]:hover:bg-white/15 focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:outline-none",
  closeIcon: "size-4",
};
