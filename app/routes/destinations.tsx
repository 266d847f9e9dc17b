import { DestinationsPage } from "~/components/destinations/destinations-page";
import { localeOf } from "~/config/locales";
import { paths } from "~/config/pages";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/destinations";

export const meta: Route.MetaFunction = localizedMeta(paths.destinations, (locale) => destinationsPage[locale].meta);

/**
 * Runs at build time only: the page's HTML carries its own language's destinations and
 * places, and the script every page shares carries neither (docs/decisions/0010).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  return { destinations: destinations[locale], uncoveredPlaces: uncoveredPlaces[locale] };
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return <DestinationsPage {...loaderData} />;
}
