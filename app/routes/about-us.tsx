import { AboutPage } from "~/components/about/about-page";
import { paths } from "~/config/pages";
import { about } from "~/content/about";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = () => pageMeta({ ...about.meta, path: paths.aboutUs });

export default function AboutUs() {
  return <AboutPage />;
}
