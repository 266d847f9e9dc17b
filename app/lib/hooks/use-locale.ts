import { createContext, use } from "react";
import { defaultLocale, type Locale } from "~/config/locales";

/**
 * The language of the page being shown. The root layout provides it from the path (/hi…);
 * a context holding a string re-renders its readers only when the language changes, not on
 * every change of the location, so memoised parts (the destination cards) stay put while
 * the search query in the URL changes with each keystroke.
 */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return use(LocaleContext);
}
