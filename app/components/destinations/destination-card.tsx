import { Clock } from "lucide-react";
import { memo } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { Destination } from "~/content/destinations";
import { destinationToast, type PlaceToastText } from "~/lib/place-toast";
import { toast } from "~/lib/toast-store";
import { DestinationImage } from "./destination-image";
import type { DestinationsContent } from "./destinations-page";

interface DestinationCardProps {
  destination: Destination;
  text: DestinationsContent["text"]["card"];
  placeToast: PlaceToastText;
  eager: boolean;
  priority: boolean;
}

/**
 * Memoised: a keystroke re-renders the list, not the cards. `content-visibility: auto`
 * lets the browser skip styling and layout of cards far off screen in a long catalogue.
 */
export const DestinationCard = memo(function DestinationCard({
  destination,
  text,
  placeToast,
  eager,
  priority,
}: DestinationCardProps) {
  const headingId = `destination-${destination.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-200/80 transition-shadow [contain-intrinsic-size:auto_31rem] [content-visibility:auto] hover:shadow-lg"
    >
      <div className="relative">
        <DestinationImage destination={destination} eager={eager} priority={priority} />
        <Badge variant="overlay" className="absolute top-3 left-3">
          {destination.visaStat}
        </Badge>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-ink-950">
          {destination.name}
        </h2>
        <p className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-brand-800">
          {/* On the first line when the time wraps (a long Hindi "Varies" line). */}
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {text.visaBy}
            {destination.getTime}
          </span>
        </p>
        <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-relaxed text-ink-600 sm:line-clamp-4">
          {destination.details}
        </p>
        <div className="mt-auto pt-5">
          <Button
            variant="outline"
            className="w-full"
            aria-describedby={headingId}
            onClick={() => toast(destinationToast(destination.name, placeToast))}
          >
            {text.exploreOptions}
          </Button>
        </div>
      </div>
    </article>
  );
});
