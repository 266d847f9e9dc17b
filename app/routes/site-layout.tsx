import { lazy, Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";

// Radix Toast is needed only once a toast is shown: loaded after hydration, it stays out
// of the JavaScript every page needs for its first paint. Toasts raised before it
// arrives wait in the toast store.
const Toaster = lazy(() => import("~/components/layout/toaster").then(({ Toaster }) => ({ default: Toaster })));

/**
 * After a client-side navigation to another page, screen readers would stay on the
 * link that was followed. Focus the new page's h1 instead (or the hash target, or
 * main), so its heading is announced. Not on first load, nor when only the query or
 * hash changes.
 */
function useFocusOnNavigation() {
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

export default function SiteLayout() {
  useFocusOnNavigation();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense>
        <Toaster />
      </Suspense>
    </>
  );
}
