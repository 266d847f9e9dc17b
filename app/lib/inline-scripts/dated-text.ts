import { todayInIndia } from "../logic/destination-guides";

/**
 * A text as a page says it on the build's day and, when a date in a guide's facts changes it
 * after the build, from that day on (decision 0013). `null`: nothing is shown. The pre-rendered
 * page carries both texts, each marked with the day of the change, and the visitor's day in
 * India picks one before the first paint, by an inline script (`Dated`, `DatedTextsScript`).
 */
export interface DatedText {
  text: string | null;
  change?: { from: string; text: string | null };
}

/** The marks on each of a dated text's elements: shown before the day or from it, and whether hidden now. */
export interface DateMarks {
  "data-before"?: string;
  "data-from"?: string;
  hidden?: boolean;
}

/**
 * Shows the texts of the visitor's day among those parsed so far: a text marked `data-before`
 * a day is shown before it, one marked `data-from` from it (ISO dates compare as strings), as
 * `Dated` marks them. Inline, right after each dated text, so the text is
 * right before the first paint (a script before it could not see it); every copy is the same,
 * so one hash in the policy allows them all.
 */
function showTextsOfToday(today: string) {
  for (const element of document.querySelectorAll<HTMLElement>("[data-before],[data-from]")) {
    const { before, from } = element.dataset;
    element.hidden = from ? today < from : today >= before!;
  }
}

/** The inline script's text, written into each page when it is pre-rendered (components/dated-text.tsx). */
export const datedTextScript = () => `(${showTextsOfToday})(${todayInIndia}())`;
