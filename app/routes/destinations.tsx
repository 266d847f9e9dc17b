import { DestinationsPage } from "~/components/destinations/destinations-page";
import { paths } from "~/config/pages";
import { destinationsPage } from "~/content/destinations-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/destinations";

export const meta: Route.MetaFunction = () => pageMeta({ ...destinationsPage.meta, path: paths.destinations });

export default function Destinations() {
  return <DestinationsPage />;
}
