import { JsonLd } from "~/components/json-ld";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { Destination } from "~/content/destinations";
import type { destinationsPage } from "~/content/destinations-page";
import type { UncoveredPlace } from "~/content/not-covered";
import type { PlaceToastText } from "~/lib/place-toast";
import { itemListJsonLd } from "~/lib/structured-data";
import { useLocale } from "~/lib/use-locale";
import { DestinationExplorer } from "./destination-explorer";

/** The page's words, destinations and the places it does not cover, in its language, from the route's loader. */
export interface DestinationsContent {
  text: Omit<(typeof destinationsPage)[Locale], "meta">;
  /** A card's toast and the chat about a place we do not cover. */
  placeToast: PlaceToastText;
  destinations: readonly Destination[];
  uncoveredPlaces: readonly UncoveredPlace[];
}

export function DestinationsPage(content: DestinationsContent) {
  const locale = useLocale();
  return (
    <>
      <JsonLd
        data={itemListJsonLd(content.destinations, localizePath(paths.destinations, locale), content.text.listName)}
      />
      <DestinationExplorer {...content} />
    </>
  );
}
