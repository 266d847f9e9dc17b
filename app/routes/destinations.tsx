import { DestinationExplorer } from "~/components/destinations/destination-explorer";
import { JsonLd } from "~/components/json-ld";
import { destinations } from "~/content/destinations";
import { pageMeta } from "~/lib/seo";
import { itemListJsonLd } from "~/lib/structured-data";
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
    <>
      <JsonLd data={itemListJsonLd(destinations, "/destinations", "Visa destinations for Indian travellers")} />
      <DestinationExplorer destinations={destinations} />
    </>
  );
}
