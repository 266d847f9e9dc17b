import { Badge } from "~/components/ui/badge";
import { PageHeader } from "~/components/page-header";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about-us";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "About Us",
    description: `${site.name} is simplifying global travel for Indian explorers with a fully online visa application and assistance service.`,
    path: "/about-us",
  });

export default function AboutUs() {
  return (
    <PageHeader
      eyebrow={
        <Badge variant="launch" size="md">
          Launching New Features Soon!
        </Badge>
      }
      title={`About ${site.name}`}
      intro="We are building the simplest way for Indian travellers to get a visa: fully online, fast and precise."
    />
  );
}
