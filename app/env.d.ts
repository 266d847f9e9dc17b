/// <reference types="astro/client" />

declare namespace astroHTML.JSX {
  interface AstroClientDirectives {
    /** Starts the island on the first touch of an element matching the selector (lib/client-directives/tap.ts). */
    "client:tap"?: string;
  }
}
