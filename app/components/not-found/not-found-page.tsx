import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconTile } from "~/components/ui/icon-tile";
import { paths } from "~/config/pages";
import { notFound } from "~/content/not-found";
import { shell } from "~/content/shell";

export function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <IconTile size="xl" shape="2xl">
        <Compass aria-hidden="true" className="size-7" />
      </IconTile>
      <Eyebrow className="mt-6">{notFound.eyebrow}</Eyebrow>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">{notFound.title}</h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">{notFound.description}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={paths.home}>{notFound.homeLink}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={paths.destinations}>{shell.exploreAllDestinations}</Link>
        </Button>
      </div>
    </section>
  );
}
