import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { shell } from "~/content/shell";
import { useFocusOnNavigation } from "~/lib/use-focus-on-navigation";
import { useLocale } from "~/lib/use-locale";

// Radix Toast is needed only once a toast is shown: loaded after hydration, it stays out
// of the JavaScript every page needs for its first paint. Toasts raised before it
// arrives wait in the toast store.
const Toaster = lazy(() => import("~/components/layout/toaster").then(({ Toaster }) => ({ default: Toaster })));

export default function SiteLayout() {
  useFocusOnNavigation();
  const locale = useLocale();
  return (
    <>
      <a
        href="#main"
        // Focused, it covers the whole header as an opaque bar, so nothing behind shows through.
        className="sr-only z-[60] bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:inset-x-0 focus:top-0 focus:flex focus:min-h-[var(--header-height)] focus:items-center focus:justify-center focus:px-4 focus:shadow-lg focus:-outline-offset-[6px] focus:outline-white"
      >
        {shell[locale].skipLink}
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
