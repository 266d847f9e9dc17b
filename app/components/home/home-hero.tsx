import { ArrowRight, BadgeCheck, Clock, Globe2, Lock, Plane, Smartphone } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonStyle } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/eyebrow";
import { LaunchMessage } from "~/components/launch-message";
import { IconTile } from "~/components/ui/icon-tile";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { site } from "~/config/site";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { launchToastButtonProps } from "~/lib/inline-scripts/recorder";
import { withIcons } from "~/lib/logic/with-icons";
import type { HomeContent } from "./home-page";

/** Each trust badge's icon, in the hero's order. */
const trustBadgeIcons = { encryption: Lock, online: Globe2, mobile: Smartphone };

export function HomeHero({ text }: { text: HomeContent["hero"] }) {
  const locale = useLocale();
  const { tagline } = useShellContent();
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-950 text-white">
      {/* Soft light behind the ticket: CSS only, no image to download. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_10%,--theme(--color-brand-700/55%),transparent)]"
      />
      {/* From tablet width the ticket fills the right-hand column, smaller until the large breakpoint.
          Tamil's hero runs twice as long as English: on the narrowest phones less room above it. */}
      <div className="container-page grid items-center gap-12 py-16 sm:py-24 md:grid-cols-[minmax(0,1fr)_15rem] md:gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16 max-[359px]:taml:pt-10">
        <div>
          {/* Tamil's line of visa kinds is one step smaller on the narrowest phones, to stay on one line. */}
          <Badge variant="inverse" size="md" className="max-[359px]:taml:text-xs">
            {text.eyebrow}
          </Badge>
          {/* Beside the ticket (768-1279 px) Tamil's long words stood one to a line at 60 px: a step
              smaller, the tagline takes two lines and the sentence four. */}
          <h1
            id="hero-heading"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-6xl md:max-xl:taml:text-5xl"
          >
            {tagline}
            {/* On phones Tamil's sentence and introduction are a step smaller, so the buttons are on
                an 800 px first screen; 15 px on the narrowest is the smallest for reading. */}
            <span className="mt-3 block text-2xl leading-snug font-semibold text-brand-200 sm:text-3xl max-sm:taml:text-lg md:max-xl:taml:text-2xl">
              {text.purpose}
            </span>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100 max-[359px]:taml:text-[0.9375rem] min-[359px]:max-sm:taml:text-base">
            {text.intro}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button variant="accent" size="lg" {...launchToastButtonProps("startApplication")}>
              {text.startApplication}
              <ArrowRight aria-hidden="true" />
            </Button>
            <a href={localizePath(paths.destinations, locale)} {...buttonStyle({ variant: "inverse", size: "lg" })}>
              {text.discoverDestinations}
            </a>
          </div>
          <LaunchMessage className="mt-5 max-w-2xl text-brand-100" />
          <ul
            aria-label={text.trustBadgesLabel}
            className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-brand-100"
          >
            {withIcons(text.trustBadges, trustBadgeIcons).map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-saffron-300" />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <TicketIllustration ticket={text.ticket} />
      </div>
    </section>
  );
}

/** A boarding-pass illustration of where an application ends; decorative, so hidden from assistive tech. */
function TicketIllustration({ ticket }: { ticket: HomeContent["hero"]["ticket"] }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-sm select-none md:block">
      <div className="rotate-2 rounded-3xl bg-white text-ink-900 shadow-2xl shadow-black/40">
        <div className="flex items-center justify-between rounded-t-3xl bg-brand-700 px-4 py-4 text-white lg:px-6">
          <Eyebrow as="span" tone="inverse">
            {ticket.kind}
          </Eyebrow>
          <span className="text-sm font-semibold">{site.name}</span>
        </div>
        <div className="px-4 pt-6 pb-5 lg:px-6">
          <div className="flex items-center justify-between">
            <TicketEnd {...ticket.from} />
            <div className="flex flex-1 items-center px-3 text-brand-600">
              <span className="h-px flex-1 border-t-2 border-dashed border-brand-200" />
              <Plane className="mx-2 size-5" />
              <span className="h-px flex-1 border-t-2 border-dashed border-brand-200" />
            </div>
            <TicketEnd {...ticket.to} className="text-right" />
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
            {ticket.details.map(({ term, value }) => (
              <div key={term}>
                <dt className="text-xs text-ink-500">{term}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="flex justify-end border-t-2 border-dashed border-ink-200 px-4 py-4 lg:px-6">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
            <BadgeCheck className="size-5" />
            {ticket.status}
          </p>
        </div>
      </div>
      {/* Hung from the ticket's foot and no wider than the ticket, so however long its words the
          card never covers the "Visa issued" stamp (Tamil's both run long). */}
      <div className="absolute top-[calc(100%-0.5rem)] -left-8 hidden max-w-full items-center gap-3 rounded-2xl bg-white px-4 py-3 text-ink-900 shadow-xl shadow-black/30 lg:flex">
        <IconTile tone="saffron" size="sm">
          <Clock className="size-5" />
        </IconTile>
        <span className="text-sm leading-snug">
          <span className="block font-semibold">{ticket.note.title}</span>
          <span className="text-ink-500">{ticket.note.detail}</span>
        </span>
      </div>
    </div>
  );
}

function TicketEnd({
  label,
  code,
  city,
  className,
}: {
  label: string;
  code: string;
  city: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="text-xs font-medium text-ink-500 uppercase">{label}</p>
      <p className="text-3xl font-extrabold tracking-tight">{code}</p>
      <p className="text-xs text-ink-500">{city}</p>
    </div>
  );
}
