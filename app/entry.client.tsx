import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A tap held before hydration is answered with a toast: fetch the toast UI while React
// hydrates rather than after (decision 0007).
if (window.__earlyTaps?.length) void import("~/components/layout/toaster");

// Evaluated once the first contentful paint is on screen (scripts/build/hydrate-after-paint.mjs);
// the transition lets React hydrate in short tasks.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
