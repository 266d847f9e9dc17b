import { PrivacyPage } from "~/components/privacy/privacy-page";
import { paths } from "~/config/pages";
import { privacy } from "~/content/privacy";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () => pageMeta({ ...privacy.meta, path: paths.privacy });

export default function Privacy() {
  return <PrivacyPage />;
}
