import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useHydrated } from "~/lib/hooks/use-hydrated";

/**
 * The destination search's query and its box. The query lives only in the URL (`?q=`), so a
 * shared link, a reload or Forward shows the same result. The pre-rendered HTML has no query,
 * so hydration renders without one; the URL's query applies right after.
 *
 * The box is uncontrolled so typing never waits for the router. On hydration the URL adopts
 * what the visitor typed before the scripts ran (decision 0007); after that the box follows
 * the URL when it changes from elsewhere (a nav link, Back), not mid-typing.
 */
export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const query = hydrated ? (searchParams.get("q") ?? "") : "";
  const inputRef = useRef<HTMLInputElement>(null);

  const adopted = useRef(false);
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !hydrated) return;
    if (!adopted.current) {
      adopted.current = true;
      if (input.value !== query) {
        setQuery(input.value, { flushSync: false });
        return;
      }
    }
    if (input !== document.activeElement && input.value !== query) input.value = query;
    // setQuery is a new function each render; the effect is about the query only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, query]);

  /** Puts what the box holds into the URL. */
  function setQuery(value: string, { flushSync = true } = {}) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      // Replace, so Back leaves the page instead of undoing keystrokes; flushSync renders the
      // list in the same task as the keystroke instead of a later transition.
      { replace: true, preventScrollReset: true, flushSync },
    );
  }

  /** Searches for a query chosen on the page (a suggestion, clear, show all): into the box, focused, and the URL. */
  function applyQuery(value: string) {
    const input = inputRef.current;
    if (input) {
      input.value = value;
      input.focus();
    }
    setQuery(value);
  }

  return { query, inputRef, setQuery, applyQuery };
}
