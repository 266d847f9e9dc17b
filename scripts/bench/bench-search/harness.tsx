/**
 * Benchmark-only page (built by scripts/bench/bench-search.mjs, never part of the site): the
 * destination search island over a generated catalogue's cards, the cards as static HTML in its
 * `cards` slot as Astro passes them, plus a probe that records when each keystroke's result is
 * in the DOM and when the next frame follows.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import "~/app.css";
import { DestinationSearch } from "~/components/destinations/destination-search";
import { DestinationCards } from "~/components/destinations/destinations-page";
import { visaYouHold } from "~/content/visa-you-hold";
import { localeOf } from "~/config/locales";
import { paths } from "~/config/pages";
import { type Destination, destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import { searchWords } from "~/content/search-words";
import { placeChats } from "~/content/support";
import { todayInIndia } from "~/lib/logic/destination-guides";
import { cardRules } from "~/lib/build/guide-view.server";
import { pageFrame } from "~/lib/build/page-content.server";

interface KeystrokeSample {
  query: string;
  /** Keydown to the list updated in the DOM, in ms. */
  commit: number;
  /** Keydown to the next animation frame after that, in ms. */
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
const text = destinationsPage[locale];
const page = pageFrame(locale, paths.destinations);
// As Astro passes a slot: HTML rendered apart, which the island holds and never renders again.
const cardsHtml = renderToStaticMarkup(
  <DestinationCards
    page={page}
    text={text}
    destinations={catalogue}
    rules={rules}
    added={[]}
    holdingsPromo={visaYouHold[locale].promo}
  />,
);

window.benchSamples = [];
let keydownAt = 0;
window.addEventListener("keydown", (event) => (keydownAt = event.timeStamp), { capture: true });
// React renders a keystroke's query, then the count its effect found, in microtasks after the
// input event: a message posted from the event runs once both are in the DOM.
const probe = new MessageChannel();
window.addEventListener("input", () => probe.port2.postMessage(keydownAt));
probe.port1.onmessage = ({ data: start }: MessageEvent<number>) => {
  if (!start) return;
  const commit = performance.now() - start;
  const query = document.querySelector<HTMLInputElement>("[data-search-input]")!.value;
  const results = document.querySelectorAll("[data-search-results] > li:not([hidden])").length;
  requestAnimationFrame(() => {
    window.benchSamples.push({ query, commit, frame: performance.now() - start, results });
  });
};

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <DestinationSearch
      locale={locale}
      text={text}
      placeChat={placeChats[locale]}
      uncoveredPlaces={uncoveredPlaces[locale]}
      searchWords={searchWords[locale]}
      holdingOffers={[]}
      suggestable={catalogue.map(({ name, keywords }) => ({ name, keywords }))}
      total={catalogue.length}
      cards={<div dangerouslySetInnerHTML={{ __html: cardsHtml }} />}
    />
  </StrictMode>,
);
