import { JsonLd } from "~/components/json-ld";
import { paths } from "~/config/pages";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { itemListJsonLd } from "~/lib/structured-data";
import { DestinationExplorer } from "./destination-explorer";

export function DestinationsPage() {
  return (
    <>
      <JsonLd data={itemListJsonLd(destinations, paths.destinations, destinationsPage.listName)} />
      <DestinationExplorer destinations={destinations} />
    </>
  );
}
