import { HomePage } from "~/components/home/home-page";
import { paths } from "~/config/pages";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => pageMeta({ description: site.description, path: paths.home });

export default function Home() {
  return <HomePage />;
}
