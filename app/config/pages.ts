/**
 * The site's pages: one list feeds pre-rendering, the navigation and the sitemap.
 * Kept free of `import.meta.env` so react-router.config.ts can import it.
 */
export interface PageRoute {
  path: string;
  /** Label in the header navigation and footer Quick Links. */
  label: string;
}

export const pages = [
  { path: "/", label: "Home" },
  { path: "/destinations", label: "Destinations" },
  { path: "/travel-news", label: "Travel News" },
  { path: "/about-us", label: "About Us" },
] as const satisfies readonly PageRoute[];

/** Rendered to `build/client/404/index.html` and published as `404.html`. */
export const notFoundPath = "/404";

export const prerenderedPaths = [...pages.map((page) => page.path), notFoundPath];
