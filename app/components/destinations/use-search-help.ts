import { type RefObject, useEffect, useRef, useState } from "react";
import type * as SearchHelp from "./search-help";

/**
 * The search's help for a query that matches nothing (search-help.ts), loaded on demand: when
 * the box is first focused (`load`, its focus handler), when it holds text, and at hydration
 * when the URL's `?q=` or what was typed before is not blank, so it is there by the time a
 * visitor has typed a word that matches nothing (decision 0018). Null until it has arrived.
 */
export function useSearchHelp(query: string, inputRef: RefObject<HTMLInputElement | null>) {
  const [help, setHelp] = useState<typeof SearchHelp | null>(null);
  const requested = useRef(false);

  function load() {
    if (requested.current) return;
    requested.current = true;
    import("./search-help").then(setHelp, () => {
      // Offline: the page searches without it, and the next focus asks again.
      requested.current = false;
    });
  }

  useEffect(() => {
    if (query.trim() || (inputRef.current && inputRef.current === document.activeElement)) load();
    // load is a new function each render; the effect is about the query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  return { help, load };
}
