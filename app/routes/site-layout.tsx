import { lazy, Suspense } from "react";
import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { EarlyToasts } from "~/components/layout/early-toasts";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { loadToastUi } from "~/components/layout/toast-ui";
import { localeOf } from "~/config/locales";
import { localeOfRequest, shellContent } from "~/lib/build/page-content.server";
import { useFocusOnNavigation } from "~/lib/hooks/use-focus-on-navigation";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import type { Route } from "./+types/site-layout";

// Radix Toast is needed only once a toast is shown: loaded after hydration, it stays out
// of the JavaScript every page needs for its first paint, with the toast store: a toast
// raised before it arrives waits for it (toast-ui.ts).
const Toaster = lazy(() => loadToastUi().then(({ Toaster }) => ({ default: Toaster })));

/** Runs at build time only: the shell's words in the page's language (decision 0011), read with `useShellContent`. */
export function loader({ request }: Route.LoaderArgs) {
  return shellContent(localeOfRequest(request));
}

/**
 * One layout serves every language, so React Router would keep its data on a client-side
 * switch of language (without server rendering it reloads a route's data only when the
 * route's own parameters change): the shell's words follow the language.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return localeOf(currentUrl.pathname) !== localeOf(nextUrl.pathname) || defaultShouldRevalidate;
}

export default function SiteLayout() {
  useFocusOnNavigation();
  const { skipLink, toasts, launchToasts } = useShellContent();
  return (
    <>
      <a
        href="#main"
        // Focused, it covers the whole header as an opaque bar, so nothing behind shows through.
        className="sr-only z-[60] bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:inset-x-0 focus:top-0 focus:flex focus:min-h-[var(--header-height)] focus:items-center focus:justify-center focus:px-4 focus:shadow-lg focus:-outline-offset-[6px] focus:outline-white"
      >
        {skipLink}
      </a>
      {/* Before the page, not after it: parsed before any button a visitor can tap (decision 0015). */}
      <EarlyToasts toasts={launchToasts} closeLabel={toasts.close} />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Suspense>
        <Toaster text={toasts} />
      </Suspense>
    </>
  );
}
