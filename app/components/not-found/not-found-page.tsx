import { Compass } from "lucide-react";
import { buttonStyle } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconTile } from "~/components/ui/icon-tile";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import type { notFound } from "~/content/not-found";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";

/** The page's words in its language, from its page file; the title is the page file's. */
export function NotFoundPage({ text }: { text: Omit<(typeof notFound)[Locale], "metaTitle"> }) {
  const locale = useLocale();
  const { exploreAllDestinations } = useShellContent();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <IconTile size="xl" shape="2xl">
        <Compass aria-hidden="true" className="size-7" />
      </IconTile>
      <Eyebrow className="mt-6">{text.eyebrow}</Eyebrow>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl">
        {text.title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">{text.description}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={localizePath(paths.home, locale)} {...buttonStyle({ size: "lg" })}>
          {text.homeLink}
        </a>
        <a href={localizePath(paths.destinations, locale)} {...buttonStyle({ size: "lg", variant: "outline" })}>
          {exploreAllDestinations}
        </a>
      </div>
    </section>
  );
}
