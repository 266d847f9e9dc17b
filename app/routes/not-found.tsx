import { NotFoundPage } from "~/components/not-found/not-found-page";
import { notFound } from "~/content/not-found";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(notFound.metaTitle) },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundPage />;
}
