import { launchMessage } from "~/content/launch";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/utils";

/** The launch message as a paragraph; `data-launch-message` lets the tests find every copy. */
export function LaunchMessage({ className }: { className?: string }) {
  const locale = useLocale();
  return (
    <p data-launch-message className={cn("font-medium text-pretty", className)}>
      {launchMessage[locale]}
    </p>
  );
}
