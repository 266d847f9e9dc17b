import { Search, Sparkles, X } from "lucide-react";
import { type KeyboardEvent, useId, useMemo } from "react";
import { LaunchMessage } from "~/components/launch-message";
import { PageHeader } from "~/components/page-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import { foldForSearch, searchDestinations, searchText } from "~/lib/logic/destination-search";
import { earlySearchScript, resultsSummary } from "~/lib/inline-scripts/early-search";
import { externalLinkProps } from "~/lib/logic/links";
import { useLocale } from "~/lib/hooks/use-locale";
import { joinClasses } from "~/lib/logic/utils";
import { DestinationCard } from "./destination-card";
import type { DestinationsContent } from "./destinations-page";
import { SearchEmptyState } from "./search-empty-state";
import { useSearchHelp } from "./use-search-help";
import { useSearchQuery } from "./use-search-query";

/** Cards in the first row at the widest layout load eagerly; the first two with high priority. */
const EAGER_CARDS = 4;
const PRIORITY_CARDS = 2;

/** The Destinations page body: header with the search box, result count and card grid. */
export function DestinationExplorer({ text, placeChat, destinations, uncoveredPlaces, rules }: DestinationsContent) {
  const locale = useLocale();
  const { query, inputRef, setQuery, applyQuery } = useSearchQuery();
  const results = useMemo(() => searchDestinations(destinations, query), [destinations, query]);
  const matching = useMemo(() => new Set(results), [results]);
  const { help, load: loadHelp } = useSearchHelp(query, inputRef);
  const uncovered = useMemo(
    () => help?.uncoveredPlace(uncoveredPlaces, query, foldForSearch) ?? null,
    [help, uncoveredPlaces, query],
  );
  // A place we do not cover, named correctly, is not a typo of one we do.
  const suggestion = useMemo(
    () => (help && results.length === 0 && !uncovered ? help.suggest(destinations, query, foldForSearch) : null),
    [help, destinations, query, results.length, uncovered],
  );
  const inputId = useId();
  const statusId = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && event.currentTarget.value) {
      event.preventDefault();
      applyQuery("");
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant="launch" size="lg">
            <Sparkles aria-hidden="true" />
            {text.launchBanner}
          </Badge>
        }
        title={text.title}
        intro={text.intro}
      >
        <LaunchMessage className="mx-auto mt-4 max-w-2xl text-ink-800" />
        <form
          role="search"
          action={localizePath(paths.destinations, locale)}
          method="get"
          className="mx-auto mt-8 max-w-2xl"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={inputId} className="sr-only">
            {text.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-500 sm:left-4"
            />
            <input
              ref={inputRef}
              id={inputId}
              data-search-input
              type="search"
              name="q"
              defaultValue={query}
              placeholder={text.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={statusId}
              onFocus={loadHelp}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              className={joinClasses(
                "h-14 w-full rounded-2xl border border-ink-200 bg-white pl-10 text-base text-ink-950 shadow-sm outline-none placeholder:text-sm placeholder:text-ink-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-500/20 sm:pl-12 sm:placeholder:text-base [&::-webkit-search-cancel-button]:appearance-none",
                query ? "pr-13" : "pr-3 sm:pr-4",
              )}
            />
            {query ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={text.clearSearch}
                className="absolute top-1/2 right-2 -translate-y-1/2"
                onClick={() => applyQuery("")}
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            ) : null}
          </div>
        </form>
      </PageHeader>

      <div className="container-page py-8 sm:py-12">
        {/* The search before hydration may have written the count for a shared link's query;
            hydration keeps it, and the adopted query renders the same text right after. */}
        <p
          id={statusId}
          role="status"
          data-search-status
          suppressHydrationWarning
          className="text-sm font-medium text-ink-600"
        >
          {resultsSummary(text.resultsSummary, results.length, destinations.length)}
        </p>
        {/* "uk" also matches words inside some cards' text ("souks"): those stay, below the notice. */}
        {help && uncovered && results.length > 0 ? (
          <help.NotCoveredNotice place={uncovered} text={text} placeChat={placeChat} className="mt-4" />
        ) : null}
        {/* Every card stays mounted and non-matches are hidden: a keystroke toggles attributes
            instead of rebuilding cards, which keeps long catalogues fast (docs/performance.md). */}
        <ul
          aria-label={text.listLabel}
          hidden={results.length === 0}
          data-search-results
          className="peer mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        >
          {destinations.map((destination, index) => (
            <li key={destination.slug} hidden={!matching.has(destination)} data-search-text={searchText(destination)}>
              <DestinationCard
                destination={destination}
                text={text.card}
                rule={rules.bySlug[destination.slug]!}
                ruleLabels={rules.labels}
                eager={index < EAGER_CARDS}
                priority={index < PRIORITY_CARDS}
              />
            </li>
          ))}
        </ul>
        {/* Always in the page, so the search before hydration can show it. */}
        <SearchEmptyState hidden={results.length > 0} suggestion={suggestion} onApply={applyQuery} text={text.empty}>
          {help && (
            <help.EmptySearchHelp
              place={results.length ? null : uncovered}
              text={text}
              placeChat={placeChat}
              query={query}
            />
          )}
        </SearchEmptyState>
        {/* The search before hydration, in the pre-rendered page only: the browser has run it by
            hydration, and a script React inserts is never run, so the scripts leave its code out
            (React does not compare a script's text when it hydrates; decision 0018). */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlySearchScript(text.resultsSummary) : "" }}
          suppressHydrationWarning
        />
        {/* The photos' credit goes with the list: hidden with it, also by the search before hydration. */}
        <p className="mt-10 text-right text-xs text-ink-500 peer-[[hidden]]:hidden">
          {text.photoCredit.label}
          <a
            href={text.photoCredit.href}
            {...externalLinkProps(text.photoCredit.href)}
            className="underline hover:text-ink-800"
          >
            {text.photoCredit.source}
          </a>
        </p>
      </div>
    </>
  );
}
