import { Search, X } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { PageHeaderBand } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { type Locale, localizePath } from "~/config/locales";
import { paths } from "~/config/pages";
import {
  findCards,
  foldForSearch,
  queryPlaces,
  resultsSummary,
  type Searchable,
  type SearchWords,
} from "~/lib/logic/destination-search";
import type { HoldingOffer } from "~/lib/logic/holding-offers";
import { LocaleContext } from "~/lib/hooks/use-locale";
import { joinClasses } from "~/lib/logic/utils";
import type { DestinationsContent } from "./destinations-page";
import { SearchEmptyState } from "./search-empty-state";
import { useSearchHelp } from "./use-search-help";
import { useSearchQuery } from "./use-search-query";

type Text = DestinationsContent["text"];

/** What the search needs as data: no word that the page already shows (the title band and the cards are slots). */
export interface DestinationSearchProps {
  locale: Locale;
  text: Pick<
    Text,
    | "searchLabel"
    | "searchPlaceholder"
    | "clearSearch"
    | "resultsSummary"
    | "empty"
    | "notCovered"
    | "visaFree"
    | "otherLanguage"
  >;
  placeChat: DestinationsContent["placeChat"];
  uncoveredPlaces: DestinationsContent["uncoveredPlaces"];
  /** The page's words that name no destination: "visa", "and", "visa free" (content/search-words.ts). */
  searchWords: SearchWords;
  /** The pages of what a visa you hold opens, with how the page's language types each (search-help's `HoldingOffers`). */
  holdingOffers: readonly HoldingOffer[];
  /** Each destination's names, for "Did you mean" only. */
  suggestable: readonly Pick<Searchable, "name" | "keywords">[];
  total: number;
  /** Static HTML: the title band's words and the cards (DestinationsHeader, DestinationCards). */
  header?: ReactNode;
  cards?: ReactNode;
}

/**
 * The destination search, an island (docs/architecture.md): the box, the announced count, the
 * notice for a place we do not cover and the empty state with "Did you mean". The cards are
 * static HTML in its `cards` slot, each with its search text: the query hides those that do
 * not match where they are. Without script, the box sends `?q=` and the page shows every card.
 */
export function DestinationSearch(props: DestinationSearchProps) {
  return (
    <LocaleContext value={props.locale}>
      <SearchBody {...props} />
    </LocaleContext>
  );
}

function SearchBody({
  locale,
  text,
  placeChat,
  uncoveredPlaces,
  searchWords,
  holdingOffers,
  suggestable,
  total,
  header,
  cards,
}: DestinationSearchProps) {
  const { query, inputRef, setQuery, applyQuery } = useSearchQuery();
  const cardsRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(total);
  // The cards are static HTML, outside React: shown or hidden here, then counted, before the
  // browser paints, so the count never lags the cards.
  useLayoutEffect(() => {
    const cards = [...(cardsRef.current?.querySelectorAll<HTMLElement>("[data-search-text]") ?? [])].map((element) => ({
      element,
      text: element.dataset.searchText!,
      kind: element.dataset.searchKind ?? null,
    }));
    const found = new Set(findCards(cards, query, searchWords));
    for (const card of cards) card.element.hidden = !found.has(card);
    const shown = found.size;
    // The twelve's list and the added guides' section, each hidden when none of its cards is found.
    for (const list of cardsRef.current?.querySelectorAll<HTMLElement>("[data-search-results]") ?? [])
      list.hidden = !list.querySelector("[data-search-text]:not([hidden])");
    // The count is read back from the cards React does not hold: no render could compute it.
    setCount(shown);
  }, [query, searchWords]);
  // The cards are static HTML, where the photos' own handlers (destination-image.tsx) never run:
  // a photo that failed before the island started, or fails later, is marked here, so the
  // designed fallback shows instead of the img's own cover (the page without script).
  useEffect(() => {
    const container = cardsRef.current!;
    const mark = (image: HTMLImageElement) => {
      if (image.complete && image.naturalWidth === 0) image.dataset.failed = "";
      else delete image.dataset.failed;
    };
    for (const image of container.querySelectorAll("img")) if (image.complete) mark(image);
    const onPhoto = (event: Event) => {
      if (event.target instanceof HTMLImageElement) mark(event.target);
    };
    // Neither event bubbles: listened to on the way down.
    container.addEventListener("error", onPhoto, true);
    container.addEventListener("load", onPhoto, true);
    return () => {
      container.removeEventListener("error", onPhoto, true);
      container.removeEventListener("load", onPhoto, true);
    };
  }, []);
  const { help, load: loadHelp } = useSearchHelp(query, inputRef);
  // The places a query names, without the words around them: "japan visa for indians" names Japan.
  const places = useMemo(() => queryPlaces(query, searchWords), [query, searchWords]);
  const uncovered = useMemo(
    () =>
      help
        ? ([query, ...places]
            .map((place) => help.uncoveredPlace(uncoveredPlaces, place, foldForSearch))
            .find((place) => place !== null) ?? null)
        : null,
    [help, uncoveredPlaces, query, places],
  );
  // A place we do not cover, named correctly, is not a typo of one we do.
  const suggestion = useMemo(
    () =>
      help && count === 0 && !uncovered
        ? help.suggest(suggestable, places.length > 0 ? places.join(" ") : query, foldForSearch)
        : null,
    [help, suggestable, query, places, count, uncovered],
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
      <PageHeaderBand>
        {header}
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
      </PageHeaderBand>

      <div className="container-page py-8 sm:py-12">
        <p id={statusId} role="status" data-search-status className="text-sm font-medium text-ink-600">
          {resultsSummary(text.resultsSummary, count, total)}
        </p>
        {/* "uk" also matches words inside some cards' text ("souks"): those stay, below the notice. */}
        {help && uncovered && count > 0 ? (
          <help.NotCoveredNotice place={uncovered} text={text} placeChat={placeChat} className="mt-4" />
        ) : null}
        {help ? (
          <help.HoldingOffers query={query} offers={holdingOffers} fold={foldForSearch} className="mt-4" />
        ) : null}
        <div ref={cardsRef}>{cards}</div>
        {count === 0 ? (
          <SearchEmptyState suggestion={suggestion} onApply={applyQuery} text={text.empty}>
            {help && <help.EmptySearchHelp place={uncovered} text={text} placeChat={placeChat} query={query} />}
          </SearchEmptyState>
        ) : null}
      </div>
    </>
  );
}
