import { PageHeader } from "~/components/page-header";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/destinations";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Destinations",
    description:
      "Visa processing times for 12 popular destinations for Indian travellers, from the UAE and Singapore to France, Switzerland and Canada.",
    path: "/destinations",
  });

export default function Destinations() {
  return (
    <PageHeader
      title="Explore Global Destinations"
      intro="Processing times and visa notes for the places Indian travellers visit most."
    />
  );
}
