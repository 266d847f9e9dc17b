import { launchMessage } from "~/content/launch";
import { cn } from "~/lib/utils";

/** The launch message as a paragraph; `data-launch-message` lets the tests find every copy. */
export function LaunchMessage({ className }: { className?: string }) {
  return (
    <p data-launch-message className={cn("font-medium", className)}>
      {launchMessage}
    </p>
  );
}
