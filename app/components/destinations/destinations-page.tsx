import { JsonLd } from "~/components/json-ld";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { Destination } from "~/content/destinations";
import type { destinationsPage } from "~/content/destinations-page";
import type { UncoveredPlace } from "~/content/not-covered";
import type { CardRules } from "~/lib/build/guide-view.server";
import type { PlaceChatText } from "~/lib/logic/place-chat";
import { itemListJsonLd } from "~/lib/logic/structured-data";
import { useLocale } from "~/lib/hooks/use-locale";
import { DestinationExplorer } from "./destination-explorer";

/** The page's words, destinations and the places it does not cover, in its language, from the route's loader. */
export interface DestinationsContent {
  text: Omit<(typeof destinationsPage)[Locale], "meta">;
  /** The chat about a place we do not cover. */
  placeChat: PlaceChatText;
  destinations: readonly Destination[];
  uncoveredPlaces: readonly UncoveredPlace[];
  /** Each card's rule line, from its guide, read against the build's clock (decision 0013). */
  rules: CardRules;
}

export function DestinationsPage(content: DestinationsContent) {
  const locale = useLocale();
  return (
    <>
      <JsonLd
        data={
          import.meta.env.SSR &&
          itemListJsonLd(content.destinations, localizePath(paths.destinations, locale), content.text.listName)
        }
      />
      <DestinationExplorer {...content} />
    </>
  );
}
