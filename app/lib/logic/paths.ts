/**
 * Pre-rendering renders `/about-us` at the location "/about-us/", while the browser
 * reports "/about-us"; pages compare paths without the trailing slash so the HTML
 * and the hydrated app agree on which page is current.
 */
export function normalizePathname(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

export function isCurrentPage(pathname: string, to: string): boolean {
  return normalizePathname(pathname) === normalizePathname(to);
}
