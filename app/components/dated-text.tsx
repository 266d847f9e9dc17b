import type { ReactNode } from "react";
import { type DateMarks, type DatedText, datedTextScript } from "~/lib/inline-scripts/dated-text";

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
  // Static HTML, rendered on the build's day, which is before the change: the inline script
  // shows the visitor's day's texts instead.
  return (
    <>
      {text === null ? null : render(text, { "data-before": change.from, hidden: false })}
      {change.text === null ? null : render(change.text, { "data-from": change.from, hidden: true })}
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
  return <script dangerouslySetInnerHTML={{ __html: datedTextScript() }} />;
}
