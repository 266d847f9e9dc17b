import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFound } from "~/content/not-found";
import { brandedTitle, localeOfRequest } from "~/lib/build/page-content.server";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData.title },
  { name: "robots", content: "noindex" },
];

/** A missing page has no twin in the other languages: the language control leads to their home pages. */
export const handle = { hasLanguageTwin: false };

/**
 * Runs at build time only, for the pre-rendered 404 page of each language (decision 0011);
 * a host serves that page, data included, at any unknown address under the language's prefix.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { metaTitle, ...text } = notFound[localeOfRequest(request)];
  return { title: brandedTitle(metaTitle), text };
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage text={loaderData.text} />;
}
