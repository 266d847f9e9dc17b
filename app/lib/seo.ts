import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/config/site";

export interface PageMetaInput {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
  path: string;
}

export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name}: Online Visa Applications for Indian Travellers`;
}

/** Title, description and canonical link for a route's `meta` export. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  return [
    { title: pageTitle(title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absoluteUrl(path) },
  ];
}
