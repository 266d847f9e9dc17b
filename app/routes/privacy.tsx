import { PrivacyPage } from "~/components/privacy/privacy-page";
import { paths } from "~/config/pages";
import { privacy } from "~/content/privacy";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = localizedMeta(paths.privacy, (locale) => privacy[locale].meta);

export default function Privacy() {
  return <PrivacyPage />;
}
