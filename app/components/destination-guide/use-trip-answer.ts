import { useEffect, useState } from "react";
import type * as TripAnswer from "./trip-answer";

/** The date field's name, and the query a form sent before the scripts ran carries the date in. */
export const tripField = "trip";

let request: Promise<typeof TripAnswer> | undefined;

/** The answer's chunk, asked for once; asked again after a failure (offline), the planner waiting meanwhile. */
function requestAnswer() {
  request ??= import("./trip-answer").catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}

// A form sent before the island started (?trip=), or a date typed in or a field focused before
// it: asked for as the island's script runs, so it arrives while the island starts instead of a
// round trip after it. Not when the island is rendered at build, where there is no page yet.
if (!import.meta.env.SSR) {
  const field = document.querySelector<HTMLInputElement>(`input[name="${tripField}"]`);
  if (
    new URLSearchParams(location.search).get(tripField) ||
    field?.value ||
    (field && field === document.activeElement)
  ) {
    requestAnswer().catch(() => {});
  }
}

/**
 * The planner's answer (trip-answer.ts), loaded on demand: when the field is first focused,
 * pressed or changed (`load`, for its handlers), as soon as there is a date to answer, or as the
 * island's script runs when a date is already there (docs/performance.md). A native date picker takes a
 * visitor seconds, so the code is there before the date is. Null until it has arrived.
 */
export function useTripAnswer(trip: string) {
  const [answer, setAnswer] = useState<typeof TripAnswer | null>(null);

  function load() {
    if (!answer) requestAnswer().then(setAnswer, () => {});
  }

  useEffect(() => {
    if (trip) load();
    // load is a new function each render; the effect is about the date only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trip]);

  return { answerTrip: answer?.answerTrip ?? null, load };
}
