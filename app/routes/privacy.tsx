import { PrivacyPage } from "~/components/privacy/privacy-page";
import { paths } from "~/config/pages";
import { privacy } from "~/content/privacy";
import { localeOfRequest, pageHead } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = loaderMeta;

/** Runs at build time only: the page's words in its language (decision 0011). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const { meta, ...text } = privacy[locale];
  return { meta: pageHead(locale, paths.privacy, meta), text };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage text={loaderData.text} />;
}
