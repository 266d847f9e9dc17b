/**
 * Benchmark-only page (built by scripts/bench/bench-search.mjs, never part of the site):
 * the Destinations page body with a generated catalogue, plus a probe that records
 * when each query has been committed to the DOM and when the next frame follows.
 */
import { StrictMode, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, useSearchParams } from "react-router";
import { RouterProvider } from "react-router/dom";
import "~/app.css";
import { DestinationExplorer } from "~/components/destinations/destination-explorer";
import { localeOf } from "~/config/locales";
import { layoutRouteId } from "~/config/pages";
import { type Destination, destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import { placeChats } from "~/content/support";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { cardRules } from "~/lib/build/guide-view.server";
import { shellContent } from "~/lib/build/page-content.server";
import { LocaleContext } from "~/lib/hooks/use-locale";

interface KeystrokeSample {
  query: string;
  /** Keydown to the list committed to the DOM, in ms. */
  commit: number;
  /** Keydown to the next animation frame after that commit, in ms. */
  frame: number;
  results: number;
}

declare global {
  interface Window {
    benchSamples: KeystrokeSample[];
  }
}

const count = Number(new URLSearchParams(location.hash.slice(1)).get("count") ?? 250);
const locale = localeOf(location.pathname);
const list = destinations[locale];

/** Real entries with numbered copies, so queries match a realistic share of the list. */
function generateCatalogue(size: number): Destination[] {
  return Array.from({ length: size }, (_, index) => {
    const base = list[index % list.length]!;
    const copy = Math.floor(index / list.length);
    return copy === 0
      ? base
      : { ...base, slug: `${base.slug}-${copy}`, name: `${base.name} ${copy + 1}`, keywords: [...base.keywords] };
  });
}

const catalogue = generateCatalogue(count);
const siteRules = cardRules(locale, todayInIndia());
/** Each copy shows its original's rule line. */
const rules = {
  ...siteRules,
  bySlug: Object.fromEntries(
    catalogue.map((destination, index) => [destination.slug, siteRules.bySlug[list[index % list.length]!.slug]!]),
  ),
};
window.benchSamples = [];
let keydownAt = 0;
window.addEventListener("keydown", (event) => (keydownAt = event.timeStamp), { capture: true });

function CommitProbe() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  useLayoutEffect(() => {
    if (!keydownAt) return;
    const start = keydownAt;
    const commit = performance.now() - start;
    const results = document.querySelectorAll("[data-search-results] > li:not([hidden])").length;
    requestAnimationFrame(() => {
      window.benchSamples.push({ query, commit, frame: performance.now() - start, results });
    });
  }, [query]);
  return null;
}

const router = createBrowserRouter([
  {
    // The shell's words come from the layout route's data on the site (the launch message reads them).
    id: layoutRouteId,
    path: "*",
    loader: () => shellContent(locale),
    element: (
      <LocaleContext value={locale}>
        <DestinationExplorer
          text={destinationsPage[locale]}
          placeChat={placeChats[locale]}
          destinations={catalogue}
          uncoveredPlaces={uncoveredPlaces[locale]}
          rules={rules}
        />
        <CommitProbe />
      </LocaleContext>
    ),
  },
]);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
