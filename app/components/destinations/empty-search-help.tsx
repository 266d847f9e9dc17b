import type { UncoveredPlace } from "~/content/not-covered";
import type { PlaceChatText } from "~/lib/logic/place-chat";
import type { DestinationsContent } from "./destinations-page";
import { NotCoveredNotice } from "./not-covered-notice";
import { OtherLanguageSearch } from "./other-language-search";

interface EmptySearchHelpProps {
  /** The place we do not cover that the query names, if any. */
  place: UncoveredPlace | null;
  query: string;
  text: Pick<DestinationsContent["text"], "notCovered" | "visaFree" | "otherLanguage">;
  placeChat: PlaceChatText;
}

/**
 * What the empty state says under its hint once the search's help has loaded: the place we do
 * not cover that the query names, and the pages of the languages it is written in (decision 0020).
 */
export function EmptySearchHelp({ place, query, text, placeChat }: EmptySearchHelpProps) {
  return (
    <>
      {place ? <NotCoveredNotice place={place} text={text} placeChat={placeChat} className="mt-5" /> : null}
      <OtherLanguageSearch query={query} text={text} />
    </>
  );
}
