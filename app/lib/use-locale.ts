import { useLocation } from "react-router";
import { localeOf } from "~/config/locales";

/** The language of the page being shown, from its path (/hi…), during pre-rendering and in the browser. */
export function useLocale() {
  return localeOf(useLocation().pathname);
}
