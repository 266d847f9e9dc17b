/** A path without its trailing slash ("/about-us/" is "/about-us"), so paths compare however they were written. */
export function normalizePathname(pathname: string): string {
  return pathname.replace(/\/+$/, "") || "/";
}

export function isCurrentPage(pathname: string, to: string): boolean {
  return normalizePathname(pathname) === normalizePathname(to);
}
