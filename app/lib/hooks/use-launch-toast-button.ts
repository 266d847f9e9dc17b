import { showToast } from "~/components/layout/toast-ui";
import { launchToastButtonProps, type LaunchToastKey } from "../inline-scripts/early-interaction";
import { useShellContent } from "./use-shell-content";

/**
 * The props of a button that shows a launch toast: its click after hydration, and its key,
 * with which the inline script shows the same toast before it (decision 0015). `beforeShow`
 * runs first, as the menu's Sign In closes the menu.
 */
export function useLaunchToastButton(key: LaunchToastKey, beforeShow?: () => void) {
  const { launchToasts } = useShellContent();
  return {
    ...launchToastButtonProps(key),
    onClick: () => {
      beforeShow?.();
      showToast(launchToasts[key]);
    },
  };
}
