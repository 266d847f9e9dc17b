import { MapPin } from "lucide-react";
import { IconTile } from "~/components/ui/icon-tile";
import type { Destination } from "~/content/destinations";
import { joinClasses } from "~/lib/logic/utils";

/** Widths offered to the browser; the photo host crops each to 4:3. */
const widths = [320, 480, 640, 800, 1040];
const ASPECT = 3 / 4;

/** One column on phones, then 2, 3 and 4 columns inside the 80rem page container. */
const sizes =
  "(min-width: 1280px) 286px, (min-width: 1024px) calc(33.3vw - 38px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 32px)";

function photoUrl(baseUrl: string, width: number): string {
  return `${baseUrl}?w=${width}&h=${Math.round(width * ASPECT)}&fit=crop&auto=format&q=70`;
}

/** Fallback backdrops, varied so a page of missing photos still looks designed. */
const backdrops = [
  "from-brand-600 via-brand-800 to-brand-950",
  "from-saffron-500 via-saffron-700 to-saffron-900",
  "from-brand-800 via-brand-950 to-ink-950",
];

function backdropFor(slug: string): string {
  let sum = 0;
  for (const char of slug) sum += char.charCodeAt(0);
  return backdrops[sum % backdrops.length]!;
}

interface DestinationImageProps {
  destination: Destination;
  /** In the first row on load: fetched at once instead of lazily. */
  eager: boolean;
  /** Likely the largest paint: fetched before other images. */
  priority: boolean;
}

/**
 * The card photo over a designed fallback. The fallback (gradient and name) is always
 * painted behind; a photo that fails is marked `data-failed` by the search island
 * (destination-search.tsx) and made invisible, and without script the img's own
 * pseudo-elements cover Chromium's and Firefox's broken-image icon.
 */
export function DestinationImage({ destination, eager, priority }: DestinationImageProps) {
  return (
    <div
      className={joinClasses("relative aspect-[4/3] overflow-hidden bg-linear-to-br", backdropFor(destination.slug))}
    >
      <div
        aria-hidden="true"
        data-testid="photo-fallback"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_30%_15%,rgb(255_255_255/0.18),transparent_60%)] p-6 text-center text-white"
      >
        <IconTile tone="glass" shape="round" className="ring-1 ring-white/20">
          <MapPin className="size-6 text-saffron-300" />
        </IconTile>
        <span className="text-lg font-semibold tracking-tight text-balance indic:tracking-normal">
          {destination.name}
        </span>
      </div>
      <img
        src={photoUrl(destination.imageUrl, 640)}
        srcSet={widths.map((width) => `${photoUrl(destination.imageUrl, width)} ${width}w`).join(", ")}
        sizes={sizes}
        width={800}
        height={600}
        alt={destination.alt}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        data-label={destination.name}
        className="absolute inset-0 size-full object-cover text-transparent transition-transform duration-300 [background:inherit] group-hover:scale-[1.03] before:absolute before:inset-0 before:content-[''] before:[background:inherit] after:absolute after:inset-0 after:flex after:items-center after:justify-center after:p-6 after:text-lg after:font-semibold after:text-white after:content-[attr(data-label)] data-failed:invisible"
      />
    </div>
  );
}
