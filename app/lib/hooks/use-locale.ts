import { createContext, use } from "react";
import { defaultLocale, type Locale } from "~/config/locales";

/**
 * The language of the page being rendered: given by the page's contexts
 * (components/layout/site-page.tsx), and by each island to its own tree.
 */
export const LocaleContext = createContext<Locale>(defaultLocale);

export function useLocale(): Locale {
  return use(LocaleContext);
}
