/** Web links leave in a new tab without handing over `window.opener`; mailto: stays put. */
export function externalLinkProps(href: string) {
  return /^https?:/.test(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}
