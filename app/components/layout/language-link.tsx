import { Languages } from "lucide-react";
import { Link, useLocation, useMatches } from "react-router";
import { localeSettings, localizePath, otherLocales, unlocalizedPath } from "~/config/locales";
import { paths } from "~/config/pages";
import { normalizePathname } from "~/lib/paths";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { joinClasses } from "~/lib/utils";

/** Whether the page shown has a twin in the other languages (a route's `handle` says it has not). */
function useHasLanguageTwin() {
  return useMatches().every(
    (match) => (match.handle as { hasLanguageTwin?: boolean } | undefined)?.hasLanguageTwin !== false,
  );
}

/**
 * The same page in each other language, with the same search and fragment, each named in its
 * own language. The pre-rendered href cannot know the search and fragment: hydration renders
 * it as the HTML has it, and the render after adds them (React does not patch attributes
 * while hydrating). Before that, the inline script (lib/early-interaction.ts) adds them on a tap.
 */
export function LanguageLinks({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const current = useLocale();
  const path = useHasLanguageTwin() ? unlocalizedPath(normalizePathname(pathname)) : paths.home;
  return otherLocales(current).map((other) => {
    const { hreflang, htmlLang, name } = localeSettings[other];
    return (
      <Link
        key={other}
        to={`${localizePath(path, other)}${hydrated ? `${search}${hash}` : ""}`}
        hrefLang={hreflang}
        lang={htmlLang}
        data-keep-location
        className={joinClasses("inline-flex items-center gap-2 font-medium", className)}
      >
        <Languages aria-hidden="true" className="size-4.5 shrink-0" />
        {name}
      </Link>
    );
  });
}
