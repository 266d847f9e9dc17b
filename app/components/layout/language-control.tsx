import { Check, ChevronDown, Languages } from "lucide-react";
import type { ComponentProps } from "react";
import { locales, localeSettings, localizePath, unlocalizedPath } from "~/config/locales";
import { paths } from "~/config/pages";
import { normalizePathname } from "~/lib/logic/paths";
import { useLocale } from "~/lib/hooks/use-locale";
import { usePagePath } from "~/lib/hooks/use-page-path";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";

const LANGUAGE_MENU_ID = "language-menu";

/**
 * The same page in every language, each named in its own language and script; the current one
 * marked. A tap on one carries the page's search (or what the search box holds) and fragment
 * along: the inline recorder adds them to the link as it is followed (decision 0017).
 */
export function LanguageList({ linkClassName, ...list }: ComponentProps<"ul"> & { linkClassName: string }) {
  const { pathname, hasLanguageTwin } = usePagePath();
  const current = useLocale();
  const path = hasLanguageTwin ? unlocalizedPath(normalizePathname(pathname)) : paths.home;
  return (
    <ul {...list}>
      {locales.map((locale) => {
        const { hreflang, htmlLang, name } = localeSettings[locale];
        const isCurrent = locale === current;
        return (
          <li key={locale}>
            <a
              href={localizePath(path, locale)}
              hrefLang={hreflang}
              lang={htmlLang}
              aria-current={isCurrent ? "true" : undefined}
              data-keep-location
              className={joinClasses("flex items-center justify-between gap-3", linkClassName)}
            >
              {name}
              {isCurrent && <Check aria-hidden="true" className="size-4.5 shrink-0 text-brand-700" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The bar's language control: a native popover (decision 0007), so it opens, closes on Escape
 * and on a tap outside before the scripts run and with JavaScript off. Placed under its button
 * where the browser anchors popovers, else under the header's right edge.
 */
export function LanguageMenu({ className }: { className?: string }) {
  const text = useShellContent();
  const current = localeSettings[useLocale()];

  return (
    <>
      <button
        type="button"
        popoverTarget={LANGUAGE_MENU_ID}
        aria-controls={LANGUAGE_MENU_ID}
        aria-label={`${text.header.language}: ${current.name}`}
        className={joinClasses(
          "inline-flex items-center gap-1.5 [anchor-name:--language-menu] focus-visible:ring-3 focus-visible:ring-brand-500/60 focus-visible:outline-none",
          className,
        )}
      >
        <Languages aria-hidden="true" className="size-4.5 shrink-0" />
        <span lang={current.htmlLang}>{current.name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
      </button>
      <div
        id={LANGUAGE_MENU_ID}
        popover="auto"
        className="language-menu m-0 w-56 rounded-2xl border border-ink-200 bg-white p-2 text-ink-950 shadow-lg shadow-ink-950/10"
      >
        <LanguageList
          aria-label={text.header.language}
          className="flex flex-col gap-0.5"
          linkClassName="min-h-11 rounded-xl px-3 text-[0.9375rem] font-medium text-ink-800 hover:bg-ink-100 aria-[current]:bg-brand-50 aria-[current]:text-brand-800"
        />
      </div>
    </>
  );
}
