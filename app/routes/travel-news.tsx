import { TravelNewsPage } from "~/components/travel-news/travel-news-page";
import { paths } from "~/config/pages";
import { travelNews } from "~/content/travel-news";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/travel-news";

export const meta: Route.MetaFunction = () => pageMeta({ ...travelNews.meta, path: paths.travelNews });

export default function TravelNews() {
  return <TravelNewsPage />;
}
