import { BellRing, FileX2, ReceiptIndianRupee, ShieldCheck, Smartphone, Zap } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { IconTile } from "~/components/ui/icon-tile";
import { Item, ItemDescription, ItemTitle } from "~/components/ui/item";
import { Section } from "~/components/ui/section";
import type { HomeContent } from "./home-page";
import { withIcons } from "~/lib/logic/with-icons";

/** Each benefit's icon, in the section's order. */
const icons = {
  speed: Zap,
  mobile: Smartphone,
  paperwork: FileX2,
  security: ShieldCheck,
  pricing: ReceiptIndianRupee,
  status: BellRing,
};

export function BenefitsSection({ text: { intro, items } }: { text: HomeContent["benefits"] }) {
  return (
    <Section aria-labelledby="benefits-heading" tone="muted" deferred className="border-y">
      <SectionHeading id="benefits-heading" {...intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
        {withIcons(items, icons).map(({ id, title, description, icon: Icon }) => (
          // Tamil's long words leave a column beside the icon a word or two wide on phones: stacked there.
          <Item
            key={id}
            className="gap-4 rounded-2xl border border-ink-200/70 bg-white p-5 shadow-sm sm:block sm:p-7 taml:max-sm:block"
          >
            <IconTile tone="brand" size="md" className="shadow-sm shadow-brand-700/30">
              <Icon aria-hidden="true" className="size-5" />
            </IconTile>
            <div>
              <ItemTitle className="sm:mt-5 taml:max-sm:mt-4">{title}</ItemTitle>
              <ItemDescription className="mt-2">{description}</ItemDescription>
            </div>
          </Item>
        ))}
      </ul>
    </Section>
  );
}
