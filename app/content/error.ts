import type { Localized } from "~/config/locales";

/**
 * Shown only if rendering itself fails (root.tsx's ErrorBoundary). Every language's, in the
 * script every page loads: the failure may be the one that kept the page's words from
 * arriving (a route data file that did not load), so it cannot wait for them.
 */
export const errorText: Localized<{ fallbackTitle: string; hint: string; homeLink: string; end: string }> = {
  en: {
    fallbackTitle: "Something went wrong",
    hint: "Please reload the page or go back to the",
    homeLink: "home page",
    end: ".",
  },
  hi: {
    fallbackTitle: "कुछ गड़बड़ हो गई",
    hint: "कृपया पेज दोबारा लोड करें या",
    homeLink: "होम पेज पर लौटें",
    end: "।",
  },
};
