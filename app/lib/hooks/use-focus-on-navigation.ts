import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, screen readers would stay on the
 * link that was followed. Focus the new page's h1 instead (or the hash target, or
 * main), so its heading is announced. Not on first load, nor when only the query or
 * hash changes.
 */
export function useFocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const hashTarget = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const target = hashTarget ?? document.querySelector<HTMLElement>("main h1") ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    // ScrollRestoration owns the scroll position (top of page, or the hash target).
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}
