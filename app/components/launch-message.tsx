import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";

/** The launch message as a paragraph; `data-launch-message` lets the tests find every copy. */
export function LaunchMessage({ className }: { className?: string }) {
  const { launchMessage } = useShellContent();
  return (
    <p data-launch-message className={joinClasses("font-medium text-pretty", className)}>
      {launchMessage}
    </p>
  );
}
