import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/travel-news";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Travel News & Updates",
    description: "Visa rule changes, travel tips and updates for Indian travellers. Coming soon.",
    path: "/travel-news",
  });

export default function TravelNews() {
  return (
    <PageHeader
      title="Travel News & Updates"
      intro="Visa rule changes, entry requirements and travel tips for Indian passport holders."
    />
  );
}
