import type { ReactNode } from "react";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import type { HoldingsIndexView } from "~/lib/build/held-visa-view.server";
import { HoldingLinks } from "./holding-links";

/**
 * The index of what a visa you hold opens (decision 0026): every holding's page as a link, each
 * with a box to tick in the picker island the page file places around them. Without JavaScript
 * the boxes are hidden and the links are all there is.
 */
export function HoldingsIndexPage({ index, picker }: { index: HoldingsIndexView; picker?: ReactNode }) {
  return (
    <>
      <PageHeader title={index.title} intro={index.intro}>
        <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
      </PageHeader>
      <section aria-labelledby="holdings-heading" className="container-page max-w-6xl py-8 sm:py-12">
        <h2 id="holdings-heading" className="mb-4 text-2xl font-bold tracking-tight text-balance text-ink-950">
          {index.holdingsHeading}
        </h2>
        {picker}
      </section>
    </>
  );
}

/** The holdings as the picker's slot holds them: the links, each with its box (`data-holding`). */
export function HoldingChoices({ index }: { index: HoldingsIndexView }) {
  return <HoldingLinks links={index.holdings} withBoxes />;
}
