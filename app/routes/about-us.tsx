import { AboutPage } from "~/components/about/about-page";
import { paths } from "~/config/pages";
import { about } from "~/content/about";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = localizedMeta(paths.aboutUs, (locale) => about[locale].meta);

export default function AboutUs() {
  return <AboutPage />;
}
