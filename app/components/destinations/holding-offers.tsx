import { ArrowRight } from "lucide-react";
import { type HoldingOffer, offersFor } from "~/lib/logic/holding-offers";
import { joinClasses } from "~/lib/logic/utils";

/**
 * Above the cards, the page of what a visa the query names opens (decision 0026): "uae visa on
 * arrival with us visa" finds the UAE and offers the US visa's page.
 */
export function HoldingOffers({
  query,
  offers,
  fold,
  className,
}: {
  query: string;
  offers: readonly HoldingOffer[];
  fold: (text: string) => string;
  className?: string;
}) {
  const found = offersFor(query, offers, fold);
  if (found.length === 0) return null;
  return (
    <ul className={joinClasses("flex flex-wrap gap-2", className)}>
      {found.map((offer) => (
        <li key={offer.href}>
          <a
            href={offer.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-50 px-4 py-2 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            {offer.label}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  );
}
