import { data } from "react-router";
import { GuidePage } from "~/components/destination-guide/guide-page";
import { localeOf } from "~/config/locales";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { guideView, isDestinationSlug } from "~/lib/build/guide-view.server";
import { pagePathOfRequest } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/destination-guide";

export const meta: Route.MetaFunction = loaderMeta;

/**
 * Runs at build time only: the page carries its own guide in its own language, its rule read
 * against the build's clock (docs/decisions/0013). The route table has one route per guide
 * (routes.ts), so the slug is the path's last segment.
 */
export function loader({ request }: Route.LoaderArgs) {
  const path = pagePathOfRequest(request);
  const slug = path.slice(path.lastIndexOf("/") + 1);
  if (!isDestinationSlug(slug)) throw data(null, { status: 404 });
  return guideView(slug, localeOf(path), todayInIndia());
}

export default function DestinationGuide({ loaderData }: Route.ComponentProps) {
  return <GuidePage guide={loaderData} />;
}
