import { ArrowRight, Stamp } from "lucide-react";
import { useId } from "react";
import { IconTile } from "~/components/ui/icon-tile";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { VisaYouHoldText } from "~/content/visa-you-hold";
import { useLocale } from "~/lib/hooks/use-locale";
import { joinClasses } from "~/lib/logic/utils";

/** Home's and Destinations' way to the pages of what a visa you hold opens (decision 0026). */
export function HoldingsPromo({ promo, className }: { promo: VisaYouHoldText["promo"]; className?: string }) {
  const locale = useLocale();
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={joinClasses(
        "flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6 lg:flex-row lg:items-center lg:gap-5",
        className,
      )}
    >
      <IconTile className="ring-1 ring-brand-100">
        <Stamp aria-hidden="true" className="size-6" />
      </IconTile>
      <div className="flex-1">
        <p id={titleId} className="text-lg font-bold text-balance text-ink-950">
          {promo.title}
        </p>
        <p className="mt-1 leading-relaxed text-ink-700">{promo.text}</p>
      </div>
      <a
        href={localizePath(paths.visaYouHold, locale)}
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl bg-white px-4 py-2 font-semibold text-pretty text-brand-800 ring-1 ring-brand-300 hover:bg-brand-100 lg:max-w-xs lg:self-center"
      >
        {promo.link}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </a>
    </aside>
  );
}
