import type { ReactNode } from "react";
import { type DateMarks, type DatedText, datedTextScript } from "~/lib/inline-scripts/dated-text";
import { todayInIndia } from "~/lib/logic/destination-guides";

type Render = (text: string, marks: DateMarks) => ReactNode;

/**
 * A text that a date in a guide's facts changes after the build (decision 0013): both texts,
 * marked with the day, the one the visitor's day does not show hidden; `DatedTextsScript`
 * follows. Without a change, the text alone, unmarked.
 */
export function Dated({ text, children }: { text: DatedText; children: Render }) {
  if (!text.change) return text.text === null ? null : children(text.text, {});
  return <DatedTexts text={text.text} change={text.change} render={children} />;
}

function DatedTexts({
  text,
  change,
  render,
}: {
  text: DatedText["text"];
  change: NonNullable<DatedText["change"]>;
  render: Render;
}) {
  // Pre-rendered, the build's day, which is before the change. In the browser, the visitor's
  // day, as the inline script has already shown it: hydration then finds the page as React
  // renders it (React would not patch a `hidden` that differed).
  const changed = !import.meta.env.SSR && todayInIndia() >= change.from;
  return (
    <>
      {text === null ? null : render(text, { "data-before": change.from, hidden: changed })}
      {change.text === null ? null : render(change.text, { "data-from": change.from, hidden: !changed })}
    </>
  );
}

/**
 * The inline script that shows the visitor's texts before the first paint, right after the
 * element holding dated texts that change (a script before them could not see them), outside
 * any line of text, whose text it would join. Nothing without a change.
 */
export function DatedTextsScript({ texts }: { texts: DatedText[] }) {
  if (!texts.some((text) => text.change)) return null;
  // In the pre-rendered page only: a script React inserts is never run, and React does not
  // compare a script's text when it hydrates (as root.tsx's).
  return (
    <script
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? datedTextScript() : "" }}
      suppressHydrationWarning
    />
  );
}
