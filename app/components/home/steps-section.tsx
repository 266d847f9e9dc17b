import { SectionHeading } from "~/components/section-heading";
import { IconTile } from "~/components/ui/icon-tile";
import { Item, ItemDescription, ItemTitle } from "~/components/ui/item";
import { Section } from "~/components/ui/section";
import type { HomeContent } from "./home-page";

export function StepsSection({ text: { intro, items } }: { text: HomeContent["steps"] }) {
  return (
    <Section aria-labelledby="steps-heading" deferred>
      <SectionHeading id="steps-heading" {...intro} />
      <ol className="mt-12 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 lg:gap-y-12">
        {items.map(({ title, description }, index) => (
          <Item
            key={title}
            // On phones a line joins the numbers into one journey; the grid shows the order on wider screens.
            className="relative gap-4 before:absolute before:top-[3.25rem] before:-bottom-6 before:left-[21px] before:w-0.5 before:rounded-full before:bg-saffron-200 last:before:hidden sm:before:hidden"
          >
            <IconTile aria-hidden="true" tone="step" size="md" shape="round" className="ring-4 ring-white">
              {index + 1}
            </IconTile>
            <div className="pt-1.5">
              <ItemTitle>{title}</ItemTitle>
              <ItemDescription className="mt-1.5">{description}</ItemDescription>
            </div>
          </Item>
        ))}
      </ol>
    </Section>
  );
}
