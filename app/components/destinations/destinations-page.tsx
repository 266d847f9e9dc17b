import { JsonLd } from "~/components/json-ld";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { Destination } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import type { UncoveredPlace } from "~/content/not-covered";
import { itemListJsonLd } from "~/lib/structured-data";
import { DestinationExplorer } from "./destination-explorer";
import { useLocale } from "~/lib/use-locale";

interface DestinationsPageProps {
  /** The page's language's destinations and the places it does not cover, from the route's loader. */
  destinations: readonly Destination[];
  uncoveredPlaces: readonly UncoveredPlace[];
}

export function DestinationsPage({ destinations, uncoveredPlaces }: DestinationsPageProps) {
  const locale = useLocale();
  return (
    <>
      <JsonLd
        data={itemListJsonLd(destinations, localizePath(paths.destinations, locale), destinationsPage[locale].listName)}
      />
      <DestinationExplorer destinations={destinations} uncoveredPlaces={uncoveredPlaces} />
    </>
  );
}
