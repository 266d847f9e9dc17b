import { AboutPage } from "~/components/about/about-page";
import { paths } from "~/config/pages";
import { about } from "~/content/about";
import { localeOfRequest, pageHead } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = loaderMeta;

/** Runs at build time only: the page's words in its language (decision 0011). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { meta, ...text } = about[locale];
  return { meta: pageHead(locale, paths.aboutUs, meta), text };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage text={loaderData.text} />;
}
