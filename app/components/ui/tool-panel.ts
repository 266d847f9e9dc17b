/**
 * The tinted panel of a guide's tools that need script (the trip planner, the Schengen helper,
 * the party's sum): hidden without JavaScript, where the words around it say the same, and on
 * paper (decision 0025).
 */
export const toolPanelClass =
  "mt-6 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5 print:hidden noscript:hidden";

/** A field's label in a tool panel, its words above the field. */
export const toolLabelClass = "flex flex-col gap-1.5 text-sm font-semibold text-ink-900";

/** A field in a tool panel: 44 px tall, a finger's width (WCAG 2.5.8 asks 24). */
export const toolFieldClass = "h-11 rounded-xl border border-ink-300 bg-white px-3 text-base font-normal text-ink-950";
