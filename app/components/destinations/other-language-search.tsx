import { localeSettings, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { useLocale } from "~/lib/hooks/use-locale";
import { otherLanguagesOfQuery } from "~/lib/logic/scripts";
import type { DestinationsContent } from "./destinations-page";
import { textLinkClass } from "~/components/ui/text-link";

interface OtherLanguageSearchProps {
  query: string;
  text: Pick<DestinationsContent["text"], "otherLanguage">;
}

/**
 * For a query that matches nothing, written in the script of a language whose terms this page
 * does not carry: a line per such language, linking to its Destinations page with the query
 * (decision 0020). Each language is named in its own name and script, as the language control
 * names it.
 */
export function OtherLanguageSearch({ query, text }: OtherLanguageSearchProps) {
  return otherLanguagesOfQuery(query, useLocale()).map((locale) => {
    const { name, htmlLang, hreflang } = localeSettings[locale];
    const named = (template: string) =>
      template.split("{language}").flatMap((part, index) =>
        index === 0
          ? [part]
          : [
              <span key={index} lang={htmlLang}>
                {name}
              </span>,
              part,
            ],
      );
    return (
      <p key={locale} className="mt-5 text-ink-800">
        {named(text.otherLanguage.line)}{" "}
        <a
          href={`${localizePath(paths.destinations, locale)}?${new URLSearchParams({ q: query.trim() })}`}
          hrefLang={hreflang}
          // One piece: the language's name is not left at the end of the line, apart from its action.
          className={`inline-block ${textLinkClass} hover:decoration-brand-700`}
        >
          {named(text.otherLanguage.action)}
        </a>
      </p>
    );
  });
}
