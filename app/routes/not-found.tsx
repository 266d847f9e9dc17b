import { NotFoundPage } from "~/components/not-found/not-found-page";
import { localeOf } from "~/config/locales";
import { notFound } from "~/content/not-found";
import { pageTitle } from "~/lib/seo";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOf(location.pathname);
  return [{ title: pageTitle(notFound[locale].metaTitle, locale) }, { name: "robots", content: "noindex" }];
};

/** A missing page has no twin in the other language: the language link leads to its home page. */
export const handle = { hasLanguageTwin: false };

export default function NotFound() {
  return <NotFoundPage />;
}
