import type { ToastInput } from "~/lib/logic/toast-store";

/**
 * The toast UI (Radix Toast, the Toaster) and the toast store, one chunk loaded on demand: at
 * hydration, where the layout renders the Toaster, or sooner for a tap held before it
 * (entry.client.tsx). Only this chunk imports the store, so no page's scripts carry it
 * (decision 0018).
 */
export const loadToastUi = () => import("./toaster");

/** Shows a toast once the toast UI is there: the Toaster could not render it sooner. */
export function showToast(input: ToastInput) {
  void loadToastUi().then(({ toastStore }) => toastStore.show(input));
}
