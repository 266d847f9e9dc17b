import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadToastUi } from "~/components/layout/toast-ui";

// A tap held before hydration is answered with a toast: fetch the toast UI while React
// hydrates rather than after (decision 0007).
if (window.__earlyTaps?.length) void loadToastUi();

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
