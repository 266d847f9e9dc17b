import type { ReactNode } from "react";
import { PageHeader } from "~/components/page-header";
import type { HoldingsIndexView } from "~/lib/build/held-visa-view.server";
import { HoldingLinks } from "./holding-links";

/**
 * The index of what a visa you hold opens (decision 0026): the picker island the page file
 * places, then every holding's page as a link, which is all there is without JavaScript.
 */
export function HoldingsIndexPage({ index, picker }: { index: HoldingsIndexView; picker?: ReactNode }) {
  return (
    <>
      <PageHeader title={index.title} intro={index.intro} />
      <div className="container-page max-w-4xl space-y-10 py-8 sm:py-12">
        {picker}
        <section aria-labelledby="holdings-heading">
          <h2 id="holdings-heading" className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
            {index.holdingsHeading}
          </h2>
          <HoldingLinks links={index.holdings} />
        </section>
      </div>
    </>
  );
}
