import { TravelNewsPage } from "~/components/travel-news/travel-news-page";
import { paths } from "~/config/pages";
import { travelNews } from "~/content/travel-news";
import { localeOfRequest, pageHead } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/travel-news";

export const meta: Route.MetaFunction = loaderMeta;

/** Runs at build time only: the page's words in its language (decision 0011). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { meta, ...text } = travelNews[locale];
  return { meta: pageHead(locale, paths.travelNews, meta), text };
}

export default function TravelNews({ loaderData }: Route.ComponentProps) {
  return <TravelNewsPage text={loaderData.text} />;
}
