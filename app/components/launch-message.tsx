import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";

/** The launch message as a paragraph; `data-launch-message` lets the toasts island and the tests find it. */
export function LaunchMessage({ className }: { className?: string }) {
  const { launchMessage } = useShellContent();
  return (
    <p data-launch-message className={joinClasses("font-medium text-pretty", className)}>
      {launchMessage}
    </p>
  );
}
