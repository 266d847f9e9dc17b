import { HomePage } from "~/components/home/home-page";
import { paths } from "~/config/pages";
import { benefits } from "~/content/benefits";
import { faq } from "~/content/faq";
import { hero } from "~/content/hero";
import { services } from "~/content/services";
import { shell } from "~/content/shell";
import { applicationSteps } from "~/content/steps";
import { support } from "~/content/support";
import { localeOfRequest, pageHead } from "~/lib/build/page-content.server";
import { loaderMeta } from "~/lib/logic/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = loaderMeta;

/** Runs at build time only: the page's words in its language (decision 0011). */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    meta: pageHead(locale, paths.home, { description: shell[locale].description }),
    hero: hero[locale],
    services: services[locale],
    benefits: benefits[locale],
    steps: applicationSteps[locale],
    faq: faq[locale],
    supportNote: support[locale].note,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
