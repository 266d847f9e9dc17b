import { destinationSlugs } from "../content/destination-photos.ts";
import { holdings } from "./holdings.ts";

/**
 * The site's pages: these lists feed the navigation, the footer and the sitemap (the page
 * files under app/pages/ are the pages built). Components link by name (`paths.destinations`, put in the page's language with
 * `localizePath`), never by a path literal; their labels are content (`shell.pageLabels`).
 * Free of `import.meta.env` and `~/` imports so the build configuration can import it; the
 * guides' paths come from the destinations' order (content/destination-photos.ts, no imports).
 */
export const paths = {
  home: "/",
  destinations: "/destinations",
  travelNews: "/travel-news",
  aboutUs: "/about-us",
  faq: "/#faq",
  privacy: "/privacy",
  /** What a visa or permit held from another country opens (decision 0026); its holdings' pages under it. */
  visaYouHold: "/visa-you-hold",
  /** Published as `404.html` in each language's folder, which hosts serve for unknown paths (see postbuild). */
  notFound: "/404",
} as const;

export type PageName = keyof typeof paths;

/** The header navigation, in its order. */
export const navPages = ["home", "destinations", "travelNews", "aboutUs"] as const satisfies readonly PageName[];

/** The footer's Quick Links: the pages in the footer's order, then the FAQ on Home. */
export const footerPages = [
  "home",
  "aboutUs",
  "destinations",
  "travelNews",
  "faq",
] as const satisfies readonly PageName[];

/** Pages linked from the footer's bottom bar only, not from the navigation. */
export const legalPages = ["privacy"] as const satisfies readonly PageName[];

/** A destination's guide (docs/decisions/0013): "/destinations/georgia". */
export function guidePath(slug: string): string {
  return `${paths.destinations}/${slug}`;
}

/** A holding's page (decision 0026): "/visa-you-hold/us-visa". */
export function holdingPath(holding: string): string {
  return `${paths.visaYouHold}/${holding}`;
}

/** The fragment of a guide's "who can skip the visa" part, which the holdings' pages link to. */
export const heldVisasAnchor = "visa-you-hold";

/** The fragment of a guide's "What changed" section, which the change feeds' entries link to (decision 0013). */
export const changesAnchor = "what-changed";

/**
 * The parts of a guide its jump links lead to, in page order: each heading's key in the guide
 * page's words and its section's fragment.
 */
export const guideJumps = {
  rule: "rule",
  costs: "costs",
  whenToApply: "when-to-apply",
  steps: "steps",
  checklist: "checklist",
  beforeYouFly: "before-you-fly",
  faqs: "questions",
} as const;

// The lists below are for the build (sitemap, benchmarks): marked pure, so an island that
// imports this module for `paths` leaves them out of its script.

/** Every destination's guide, in the order of the destinations. */
export const guidePaths = /* @__PURE__ */ destinationSlugs.map(guidePath);

/** Every page a visitor or crawler can open, in the default language: in the sitemap. */
export const sitePaths = /* @__PURE__ */ [...navPages, ...legalPages, "visaYouHold" as const]
  .map((name): string => paths[name])
  .concat(guidePaths, holdings.map(holdingPath));
