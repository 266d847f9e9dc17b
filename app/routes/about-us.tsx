import { AboutPage } from "~/components/about/about-page";
import { paths } from "~/config/pages";
import { about } from "~/content/about";
import { localeOfRequest, pageMetaText } from "~/lib/page-content.server";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = localizedMeta(paths.aboutUs);

/** Runs at build time only: the page's words in its language (decision 0011). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { meta, ...text } = about[locale];
  return { meta: pageMetaText(locale, meta), text };
}

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  return <AboutPage text={loaderData.text} />;
}
