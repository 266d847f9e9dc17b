import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { locales, localeSettings, localizePath, unlocalizedPath } from "~/config/locales";
import { normalizePathname } from "~/lib/paths";
import { useLocale } from "~/lib/use-locale";
import { cn } from "~/lib/utils";

/**
 * The same page in the other language, with the same search and fragment, named in its own
 * language. Before hydration the inline script (lib/early-interaction.ts) adds the search
 * and fragment the pre-rendered href cannot know.
 */
export function LanguageLink({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  const other = locales.find((locale) => locale !== current)!;
  const { hreflang, htmlLang, name } = localeSettings[other];
  return (
    <Link
      to={`${localizePath(unlocalizedPath(normalizePathname(pathname)), other)}${search}${hash}`}
      hrefLang={hreflang}
      lang={htmlLang}
      data-keep-location
      className={cn("inline-flex items-center gap-2 font-medium", className)}
    >
      <Languages aria-hidden="true" className="size-4.5 shrink-0" />
      {name}
    </Link>
  );
}
