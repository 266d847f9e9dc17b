import { DestinationsPage } from "~/components/destinations/destinations-page";
import { paths } from "~/config/pages";
import { destinationsPage } from "~/content/destinations-page";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/destinations";

export const meta: Route.MetaFunction = localizedMeta(paths.destinations, (locale) => destinationsPage[locale].meta);

export default function Destinations() {
  return <DestinationsPage />;
}
