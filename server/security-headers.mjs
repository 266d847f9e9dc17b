// The one source of the site's response headers: `server/start.mjs` sends them and
// `scripts/build/write-headers.mjs` writes them to build/client/_headers for the CDN.

/** The photo host the destination cards load from (docs/requirements.md, The destinations). */
const photoOrigin = "https://images.unsplash.com";

/** Everything the site never uses; an empty allowlist denies it to the page and to any frame. */
const deniedFeatures = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/**
 * The policy's directives, each followed by its sources.
 * @param {string[][]} directives
 */
const policyText = (directives) => directives.map((directive) => directive.join(" ")).join("; ");

/**
 * A page's own Content-Security-Policy, which the build writes into the page's <meta>
 * (docs/decisions/0003). Scripts: our files plus the exact inline scripts of that page
 * (Astro's island runtime, the recorder), allowed by hash. Styles: our files plus the page's <style>
 * elements (the inlined stylesheet, the no-JS menu) by hash; its style attributes, if any,
 * by hash with 'unsafe-hashes'.
 * @param {{ scriptHashes: string[], styleHashes: string[], styleAttributeHashes?: string[] }} hashes
 */
export function pagePolicy({ scriptHashes, styleHashes, styleAttributeHashes = [] }) {
  const quoted = (/** @type {string[]} */ hashes) => [...new Set(hashes)].sort().map((hash) => `'${hash}'`);
  const styleAttributes = styleAttributeHashes.length > 0 ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)] : [];
  return policyText([
    ["default-src", "'self'"],
    ["script-src", "'self'", ...quoted(scriptHashes)],
    ["style-src", "'self'", ...quoted(styleHashes), ...styleAttributes],
    ["img-src", "'self'", "data:", photoOrigin],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
  ]);
}

/**
 * The site-wide part of the policy, sent as a header with every response: what a <meta>
 * policy cannot say (frame-ancestors) and what holds for every document alike. The browser
 * enforces it and the page's own policy together.
 */
const sitePolicy = policyText([
  ["object-src", "'none'"],
  ["base-uri", "'self'"],
  ["frame-ancestors", "'none'"],
  ["form-action", "'self'"],
]);

/** Headers sent with every response: pages, assets and the 404 page alike. */
export const securityHeaders = {
  "Content-Security-Policy": sitePolicy,
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": deniedFeatures.map((feature) => `${feature}=()`).join(", "),
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** Each language's Atom feed of the guides' changes, in its folder: /changes.xml, /hi/changes.xml (app/lib/build/change-feed.ts). */
export const changeFeedFile = "changes.xml";
/** Atom's own type (RFC 4287): by its extension both hosts would send the feed as generic XML. */
export const changeFeedType = "application/atom+xml; charset=utf-8";

/** Vite puts a content hash in every file name under /assets/, so those never change. */
export const hashedAssetsPrefix = "/assets/";
export const immutableCacheControl = "public, max-age=31536000, immutable";
/** Pages and unhashed files (favicon): the browser may keep them but must ask first. */
const revalidateCacheControl = "public, max-age=0, must-revalidate";

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return pathname.startsWith(hashedAssetsPrefix) ? immutableCacheControl : revalidateCacheControl;
}
