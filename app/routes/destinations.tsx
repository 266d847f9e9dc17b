import { DestinationsPage } from "~/components/destinations/destinations-page";
import { paths } from "~/config/pages";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import { placeChats } from "~/content/support";
import { changeFeedLink } from "~/lib/build/change-feed";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { cardRules } from "~/lib/build/guide-view.server";
import { localeOfRequest, pageHead } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/destinations";

export const meta: Route.MetaFunction = loaderMeta;

/**
 * Runs at build time only: the page's HTML carries its own language's destinations, places
 * and words, and no script carries them (docs/decisions/0010, 0011); each card's rule line
 * comes from its guide, read against the build's clock (decision 0013).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { meta, ...text } = destinationsPage[locale];
  return {
    meta: [...pageHead(locale, paths.destinations, meta), changeFeedLink(locale)],
    text,
    placeChat: placeChats[locale],
    destinations: destinations[locale],
    uncoveredPlaces: uncoveredPlaces[locale],
    rules: cardRules(locale, todayInIndia()),
  };
}

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return <DestinationsPage {...loaderData} />;
}
