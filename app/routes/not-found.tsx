import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Page not found") },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl">
        We couldn’t find that page
      </h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">
        The link may be old or mistyped. Let’s get you back on course.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">Go to the home page</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/destinations">Browse destinations</Link>
        </Button>
      </div>
    </section>
  );
}
