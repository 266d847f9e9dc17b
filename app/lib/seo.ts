import type { MetaDescriptor } from "react-router";
import { absoluteUrl, site } from "~/config/site";

interface PageMetaInput {
  /** Page title without the brand; the home page passes none. */
  title?: string;
  description: string;
  path: string;
}

/** The 1200x630 share image in public/, rendered by scripts/assets/render-brand-images.mjs. */
export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}. Online visa applications for Indian travellers.`,
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${site.name}` : `${site.name}: Online Visa Applications for Indian Travellers`;
}

/** Title, description, canonical link, Open Graph and Twitter card tags for a route's `meta` export. */
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(shareImage.path);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: site.locale },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
  ];
}
