/**
 * What a toast does, the same before hydration (the inline script, early-interaction.ts) and
 * after it (Radix Toast, toaster.tsx). Apart from the store (toast-store.ts), so that the inline
 * script's module does not bring the store into every page's scripts (decision 0018).
 */

export const TOAST_DURATION_MS = 5000;
/** Moves focus to the toast area. */
export const TOAST_HOTKEY = "F8";
/** A toast swiped right further than this closes. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
