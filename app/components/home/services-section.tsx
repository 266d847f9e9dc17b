import { ArrowRight, Briefcase, Palmtree, PlaneTakeoff } from "lucide-react";
import { SectionHeading } from "~/components/section-heading";
import { buttonStyle } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import { Section } from "~/components/ui/section";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { fillTemplate } from "~/lib/logic/template";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { withIcons } from "~/lib/logic/with-icons";
import { HoldingsPromo } from "~/components/visa-you-hold/holdings-promo";
import type { HomeContent } from "./home-page";

/** Each visa's icon, in the section's order. */
const icons = { tourist: Palmtree, business: Briefcase, transit: PlaneTakeoff };

export function ServicesSection({
  text: { intro, items, suitedForLabel },
  promo,
}: {
  text: HomeContent["services"];
  promo: HomeContent["holdingsPromo"];
}) {
  const locale = useLocale();
  const { exploreAllDestinations } = useShellContent();
  return (
    <Section aria-labelledby="services-heading">
      <SectionHeading id="services-heading" {...intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {withIcons(items, icons).map(({ id, title, description, suitedFor, icon: Icon }) => (
          <li
            key={id}
            className="flex flex-col gap-5 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm sm:flex-row sm:gap-6 sm:p-8 lg:flex-col lg:gap-5"
          >
            <IconTile className="ring-1 ring-brand-100">
              <Icon aria-hidden="true" className="size-6" />
            </IconTile>
            <div className="flex flex-1 flex-col">
              <h3 className="text-xl font-bold text-ink-950">{title}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-600">{description}</p>
              <ul aria-label={fillTemplate(suitedForLabel, { title })} className="mt-5 flex flex-wrap gap-2">
                {suitedFor.map((use) => (
                  <li key={use} className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700">
                    {use}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <a href={localizePath(paths.destinations, locale)} {...buttonStyle({ size: "lg", variant: "outline" })}>
          {exploreAllDestinations}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
      <HoldingsPromo promo={promo} className="mx-auto mt-10 max-w-4xl" />
    </Section>
  );
}
