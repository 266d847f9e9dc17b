import { JsonLd } from "~/components/json-ld";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { itemListJsonLd } from "~/lib/structured-data";
import { DestinationExplorer } from "./destination-explorer";
import { useLocale } from "~/lib/use-locale";

export function DestinationsPage() {
  const locale = useLocale();
  return (
    <>
      <JsonLd
        data={itemListJsonLd(
          destinations[locale],
          localizePath(paths.destinations, locale),
          destinationsPage[locale].listName,
        )}
      />
      <DestinationExplorer destinations={destinations[locale]} />
    </>
  );
}
