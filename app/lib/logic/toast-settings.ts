/** What a toast does (docs/requirements.md, Toasts): Radix Toast's settings in toaster.tsx, the store's duration. */

export const TOAST_DURATION_MS = 5000;
/** Moves focus to the toast area. */
export const TOAST_HOTKEY = "F8";
/** A toast swiped right further than this closes. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
