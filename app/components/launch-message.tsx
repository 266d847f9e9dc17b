import { launchMessage } from "~/content/launch";
import { cn } from "~/lib/utils";

/** Hyphenated words such as "e-mail", kept on one line: "e-" at a line's end reads badly. */
const HYPHENATED = /(\w+-\w+)/;

/** The launch message as a paragraph; `data-launch-message` lets the tests find every copy. */
export function LaunchMessage({ className }: { className?: string }) {
  return (
    <p data-launch-message className={cn("font-medium", className)}>
      {launchMessage.split(HYPHENATED).map((part, index) =>
        HYPHENATED.test(part) ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}
