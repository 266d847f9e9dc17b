import { HomePage } from "~/components/home/home-page";
import { paths } from "~/config/pages";
import { shell } from "~/content/shell";
import { localizedMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = localizedMeta(paths.home, (locale) => ({
  description: shell[locale].description,
}));

export default function Home() {
  return <HomePage />;
}
