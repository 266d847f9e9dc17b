import { TravelNewsPage } from "~/components/travel-news/travel-news-page";
import { paths } from "~/config/pages";
import { travelNews } from "~/content/travel-news";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/travel-news";

export const meta: Route.MetaFunction = localizedMeta(paths.travelNews, (locale) => travelNews[locale].meta);

export default function TravelNews() {
  return <TravelNewsPage />;
}
