/**
 * The site's pages: these lists feed pre-rendering, the navigation, the footer and the
 * sitemap. Components link by name (`paths.destinations`), never by a path literal.
 * Free of `import.meta.env` and `~/` imports so the build configuration can import it.
 */
export const paths = {
  home: "/",
  destinations: "/destinations",
  travelNews: "/travel-news",
  aboutUs: "/about-us",
  faq: "/#faq",
  privacy: "/privacy",
  /** Rendered to `build/client/404/index.html` and published as `404.html`. */
  notFound: "/404",
} as const;

interface PageRoute {
  path: string;
  /** Label in the header navigation and footer Quick Links. */
  label: string;
}

/** In the navigation's order. */
export const pages = [
  { path: paths.home, label: "Home" },
  { path: paths.destinations, label: "Destinations" },
  { path: paths.travelNews, label: "Travel News" },
  { path: paths.aboutUs, label: "About Us" },
] as const satisfies readonly PageRoute[];

/** Pages linked from the footer's bottom bar only, not from the navigation. */
export const legalPages = [{ path: paths.privacy, label: "Privacy Notice" }] as const satisfies readonly PageRoute[];

/** Every page a visitor or crawler can open: pre-rendered and in the sitemap. */
export const sitePages = [...pages, ...legalPages];

export const prerenderedPaths = [...sitePages.map((page) => page.path), paths.notFound];

const pageAt = (path: string) => pages.find((page) => page.path === path)!;

/** The footer's Quick Links: the pages in the footer's order, then the FAQ on Home. */
export const footerLinks: PageRoute[] = [
  ...[paths.home, paths.aboutUs, paths.destinations, paths.travelNews].map(pageAt),
  { path: paths.faq, label: "FAQs" },
];
