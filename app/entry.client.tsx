import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The build loads this module only after the first contentful paint
// (scripts/build/hydrate-after-paint.mjs); the transition lets React hydrate in short tasks.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
