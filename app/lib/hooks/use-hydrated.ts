import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the
 * browser: for output that must match the HTML first and differ after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
