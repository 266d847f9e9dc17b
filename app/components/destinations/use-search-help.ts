import { type RefObject, useEffect, useState } from "react";
import type * as SearchHelp from "./search-help";

let request: Promise<typeof SearchHelp> | undefined;

/** The help's chunk, asked for once; asked again after a failure (offline), the page searching without it meanwhile. */
function requestHelp() {
  request ??= import("./search-help").catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}

const searchInput = "[data-search-input]";

// A shared ?q= link, or a box typed in or focused before the island started: asked for as its
// script runs, so it arrives while the island starts instead of a round trip after it. Not when
// the island is rendered at build, where there is no page yet.
if (
  !import.meta.env.SSR &&
  (new URLSearchParams(location.search).get("q")?.trim() ||
    document.querySelector<HTMLInputElement>(searchInput)?.value.trim() ||
    document.activeElement?.matches(searchInput))
) {
  requestHelp().catch(() => {});
}

/**
 * The search's help for a query that matches nothing (search-help.ts), loaded on demand: when
 * the box is first focused (`load`, its focus handler) or holds text, or as the island's script
 * runs when the URL's `?q=` or what was typed before is not blank, so it is there by the time a
 * visitor has typed a word that matches nothing (docs/performance.md). Null until it has arrived.
 */
export function useSearchHelp(query: string, inputRef: RefObject<HTMLInputElement | null>) {
  const [help, setHelp] = useState<typeof SearchHelp | null>(null);

  function load() {
    if (!help) requestHelp().then(setHelp, () => {});
  }

  useEffect(() => {
    if (query.trim() || (inputRef.current && inputRef.current === document.activeElement)) load();
    // load is a new function each render; the effect is about the query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return { help, load };
}
