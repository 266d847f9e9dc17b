import { useEffect, useRef, useState } from "react";

/** The query's name in the address: `?q=`, which the search form sends without script too. */
const queryParameter = "q";

/**
 * The destination search's query and its box. The query lives in the address (`?q=`), so a
 * shared link or a reload shows the same result; it is replaced, not pushed, so Back leaves the
 * page instead of undoing keystrokes. The box is uncontrolled: what a visitor typed before the
 * island started stays in it, and the island adopts it when it starts (else the address's query).
 */
export function useSearchQuery() {
  // The HTML was rendered without a query: the island starts as it, then adopts the query.
  const [query, setQueryState] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const input = inputRef.current!;
    const typed = input.value;
    if (typed) setQuery(typed);
    else {
      const sent = new URLSearchParams(location.search).get(queryParameter) ?? "";
      input.value = sent;
      setQueryState(sent);
    }
    // Runs once, as the island starts.
  }, []);

  /** Shows the results for what the box holds, and puts it in the address. */
  function setQuery(value: string) {
    setQueryState(value);
    const url = new URL(location.href);
    if (value) url.searchParams.set(queryParameter, value);
    else url.searchParams.delete(queryParameter);
    history.replaceState(history.state, "", url);
  }

  /** Searches for a query chosen on the page (a suggestion, clear, show all): into the box, focused, and the address. */
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
