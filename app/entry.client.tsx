import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The pre-rendered page is complete without JavaScript: let the browser paint it first,
// then hydrate. The callback of requestAnimationFrame runs just before the next frame;
// the timeout after it runs once that frame is on screen.
requestAnimationFrame(() => setTimeout(hydrate, 0));
