import { searchDestinations } from "~/lib/logic/destination-search";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { localeSettings, localizePath, otherLocales, type Locale } from "~/config/locales";
import { paths } from "~/config/pages";
import { guidePage } from "~/content/guide-page";
import { destinations } from "~/content/destinations";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import { searchWords } from "~/content/search-words";
import { placeChats, support } from "~/content/support";
import { pageFrame } from "~/lib/build/page-content.server";
import { cardRules } from "~/lib/build/guide-view.server";
import { holdingOffers } from "~/lib/build/held-visa-view.server";
import { askAboutPlaceHref } from "~/lib/logic/place-chat";
import { formatGuideDate } from "~/lib/logic/guide-date";
import { formatDate } from "~/lib/logic/locale-format";
import { fillTemplate } from "~/lib/logic/template";
import { everyPageScript, isWrittenIn } from "~/lib/logic/scripts";
import { type LanguageTestData, type TranslatedLanguage, languageTestData } from "../../../tests/language-data";
import { destinationName, fromTestData, prefilledText, siteLanguages, type SiteLanguage } from "../../../tests/pages";
import { specDestinations } from "../../../tests/spec-destinations";
import { DestinationSearch } from "./destination-search";
import { DestinationCards, DestinationsHeader } from "./destinations-page";
import { visaYouHold } from "~/content/visa-you-hold";
import { addedDestinationCards } from "~/content/destinations";

/*
 * The search island over the page's static cards, as a visitor uses it once it has started:
 * what each query finds, the empty state, "Did you mean", places not covered, Escape and Clear,
 * the query in the URL, and a query it starts with (a shared `?q=` link, or text typed before
 * its script ran). The build tests keep the page as built, without script; the browser tests
 * what needs a browser: the start itself, history, layout.
 */

/** A destination's name in a language, by its slug: the texts come from the content module. */
const nameIn = (language: SiteLanguage) => (slug: string) => destinationName(language, slug);
const namesIn = (language: SiteLanguage) => (slugs: readonly string[]) => slugs.map(nameIn(language));
/** An uncovered place's name in a language, by one of its English aliases. */
const placeIn = (language: SiteLanguage) => (alias: string) =>
  uncoveredPlaces[language].find((place) => place.aliases.includes(alias))!.name;

/** What each language's visitors type for Dubai, in its script. */
const typedIn = fromTestData("dubai", (data) => data.search.dubai);

/** Every card the page lists: the specification's twelve and the guides added since. */
const cardTotal = specDestinations.length + addedDestinationCards.en.length;

const fillSummary = (template: string, count: number) =>
  template.replace("{count}", String(count)).replace("{total}", String(cardTotal));

/** The page's own words in a language other than English: what it says, from its content module. */
function wordsIn(language: TranslatedLanguage) {
  const words = destinationsPage[language];
  return {
    names: [...destinations[language], ...addedDestinationCards[language]].map((destination) => destination.name),
    summary: (count: number) =>
      fillSummary(
        count === cardTotal
          ? words.resultsSummary.all
          : count === 0
            ? words.resultsSummary.none
            : count === 1
              ? words.resultsSummary.one
              : words.resultsSummary.many,
        count,
      ),
    emptyTitle: words.empty.title,
    emptyHint: words.empty.hint,
    didYouMean: new RegExp(words.empty.didYouMean.trim()),
    suggestion: (term: string, name: string) =>
      `${words.empty.didYouMean}${term}${term === name ? words.empty.suggestionEnd.sameName : fillTemplate(words.empty.suggestionEnd.otherName, { name })}`,
    showAll: words.empty.showAll,
    notCovered: (place: string) => fillTemplate(words.notCovered.line, { place }),
    askAbout: (place: string) => prefilledText(askAboutPlaceHref(place, placeChats[language]))!,
    malaysiaLinks: [
      fillTemplate(guidePage[language].evidence.dated, {
        site: "thestar.com.my",
        date: formatGuideDate("2024-12-20", language),
      }),
      fillTemplate(guidePage[language].evidence.confirm, {
        site: guidePage[language].officialSites["www.imi.gov.my"],
      }),
    ] as const,
  };
}

/** What the tests find on the page in a language; its searches as its test data holds them (tests/language-data.ts). */
interface PageText extends Pick<
  LanguageTestData["search"],
  | "firstLetters"
  | "firstMatch"
  | "filters"
  | "nothing"
  | "uncoveredName"
  | "escapeQuery"
  | "clearQuery"
  | "sharedQuery"
  | "asTyped"
  | "literalMatches"
> {
  names: readonly string[];
  summary: (count: number) => string;
  emptyTitle: string;
  emptyHint: string;
  didYouMean: RegExp;
  suggestion: (term: string, name: string) => string;
  showAll: string;
  notCovered: (place: string) => string;
  askAbout: (place: string) => string;
  /** Malaysia's card: the page its rule was taken from, and the official site to confirm it on. */
  malaysiaLinks: readonly [string, string];
  /** A typo, the term suggested for it and the card that term finds. */
  typos: [string, string, string][];
  /** A query naming a place we do not cover, and the place as the page names it. */
  uncovered: [string, string][];
  mentionedInPassing: [string, string, string[]][];
}

/**
 * What the English Destinations page says and what a visitor types there, written out as the
 * requirements fix it. Every site language has its own (the pseudo-locale: no one types in it).
 */
const englishText: PageText = {
  // The specification's twelve, written out, then the guides added since (decision 0027).
  names: [...specDestinations.map(([name]) => name), ...addedDestinationCards.en.map(({ name }) => name)],
  summary: (count: number) =>
    count === cardTotal
      ? `Showing all ${cardTotal} destinations`
      : count === 0
        ? "No destinations match your search"
        : `${count} of ${cardTotal} destinations ${count === 1 ? "matches" : "match"} your search`,
  emptyTitle: "No destinations found matching your search.",
  emptyHint: "Try a different keyword or check your spelling.",
  didYouMean: /Did you mean/,
  suggestion: (term: string, name: string) =>
    term === name ? `Did you mean ${term}?` : `Did you mean ${term} (${name})?`,
  showAll: "Show All Destinations",
  notCovered: (place: string) => `We don't cover ${place} yet.`,
  askAbout: (place: string) => `Hello VisaUdaan, I would like to know about a visa for ${place}.`,
  malaysiaLinks: ["thestar.com.my, 20 December 2024", "Confirm on the site of Malaysia's Immigration Department"],
  firstLetters: "sw",
  firstMatch: ["Switzerland"],
  filters: [
    ["SINGAP", ["Singapore"]],
    // A Hindi reader's Latin spelling finds the card here too.
    ["singapur", ["Singapore"]],
    ["dubai", ["United Arab Emirates"]],
    ["usa", ["United States"]],
    ["schengen", ["Switzerland", "France", "Germany"]],
    ["ISLAND PARADISE", ["Sri Lanka"]],
    ["sulphur baths", ["Georgia"]],
    ["petronas twin towers", ["Malaysia"]],
    ["   canada   ", ["Canada"]],
    ["LAND OF FIRE", ["Azerbaijan"]],
    ["united", ["United Arab Emirates", "United States", "United Kingdom"]],
  ],
  nothing: "Atlantis",
  typos: [
    ["thialand", "Thailand", "Thailand"],
    ["singapure", "Singapore", "Singapore"],
    ["dubay", "Dubai", "United Arab Emirates"],
    // The words around a place are not part of the typo.
    ["thialand visa for indians", "Thailand", "Thailand"],
  ],
  uncovered: [
    ["australia", "Australia"],
    ["australia visa for indians", "Australia"],
    ["sydney", "Australia"],
  ],
  mentionedInPassing: [["ireland", "Ireland", ["United Kingdom"]]],
  uncoveredName: ["spain", "Spain"],
  escapeQuery: ["france", "France"],
  clearQuery: ["vietnam", "Vietnam"],
  sharedQuery: ["Dubai", "United Arab Emirates"],
  asTyped: [[["sri lanka"], "Sri Lanka"]],
  literalMatches: {},
};

/** Every other language's: its words, with what its visitors type from its test data (tests/languages/<locale>.json). */
function translatedText(language: TranslatedLanguage): PageText {
  const { search } = languageTestData(language);
  const [name, names, place] = [nameIn(language), namesIn(language), placeIn(language)];
  return {
    ...wordsIn(language),
    firstLetters: search.firstLetters,
    firstMatch: names(search.firstMatch),
    filters: search.filters.map(([query, slugs]) => [query, names(slugs)]),
    nothing: search.nothing,
    typos: search.typos.map(([typo, term, slug]) => [typo, term ?? name(slug), name(slug)]),
    uncovered: search.uncovered.map(([query, alias]) => [query, place(alias)]),
    mentionedInPassing: search.mentionedInPassing.map(([query, alias, slugs]) => [query, place(alias), names(slugs)]),
    uncoveredName: [search.uncoveredName[0], place(search.uncoveredName[1])],
    escapeQuery: [search.escapeQuery[0], name(search.escapeQuery[1])],
    clearQuery: [search.clearQuery[0], name(search.clearQuery[1])],
    sharedQuery: [search.sharedQuery[0], name(search.sharedQuery[1])],
    asTyped: search.asTyped.map(([queries, slug]) => [queries, name(slug)]),
    literalMatches: Object.fromEntries(
      Object.entries(search.literalMatches).map(([character, slugs]) => [character, names(slugs)]),
    ),
  };
}

const text = Object.fromEntries(
  siteLanguages.map((language) => [
    language,
    language === "en" ? englishText : translatedText(language as TranslatedLanguage),
  ]),
) as Record<SiteLanguage, PageText>;

/** The day the guides were written against: the cards' rule lines are read against it. */
const writtenOn = "2026-11-25";

/**
 * The search island as the page file places it: its words, and the title band and the cards
 * as static HTML in its slots (read against the build's clock `today`). Astro renders each
 * slot as a tree of its own, outside the island's: the island gets no page contexts here either.
 */
function searchIsland(language: Locale, today: string) {
  const page = pageFrame(language, paths.destinations);
  const text = destinationsPage[language];
  const { searchLabel, searchPlaceholder, clearSearch, resultsSummary, empty, notCovered, visaFree, otherLanguage } =
    text;
  const list = destinations[language];
  // As the page gives them: every card's names for "Did you mean", and every card counted.
  const every = [...list, ...addedDestinationCards[language]];
  return (
    <DestinationSearch
      locale={language}
      text={{ searchLabel, searchPlaceholder, clearSearch, resultsSummary, empty, notCovered, visaFree, otherLanguage }}
      placeChat={placeChats[language]}
      uncoveredPlaces={uncoveredPlaces[language]}
      searchWords={searchWords[language]}
      holdingOffers={holdingOffers(language)}
      suggestable={every.map(({ name, keywords }) => ({ name, keywords }))}
      total={every.length}
      header={<DestinationsHeader page={page} text={text} />}
      cards={
        <DestinationCards
          page={page}
          text={text}
          destinations={list}
          rules={cardRules(language, today)}
          added={addedDestinationCards[language]}
          holdingsPromo={visaYouHold[language].promo}
        />
      }
    />
  );
}

/** The page at its address with `search` (`?q=…`), the island started on it. */
function renderPage(language: Locale, search = "", today = writtenOn) {
  const path = localizePath(paths.destinations, language);
  history.replaceState(null, "", `${path}${search}`);
  render(searchIsland(language, today));
  return { user: userEvent.setup(), path };
}

/**
 * The page's HTML as built, `typed` typed into its box before the island's script ran, then
 * the island started on it (hydrated, as Astro starts it).
 */
async function renderTypedBeforeStart(language: Locale, typed: string, search = "") {
  const path = localizePath(paths.destinations, language);
  history.replaceState(null, "", `${path}${search}`);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(searchIsland(language, writtenOn));
  const box = container.querySelector<HTMLInputElement>("input[type=search]")!;
  box.value = typed;
  await act(async () => {
    render(searchIsland(language, writtenOn), { container, hydrate: true });
  });
  return { path };
}

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  history.replaceState(null, "", "/");
});

const searchBox = (language: Locale) => screen.getByRole("searchbox", { name: destinationsPage[language].searchLabel });
/** The cards shown: the twelve's (their names h2) then the added guides' (h3, in their section), as a visitor reads them. */
const cardNames = (language: Locale) => {
  const list = screen.queryByRole("list", { name: destinationsPage[language].listLabel });
  const added = screen.queryByRole("region", { name: destinationsPage[language].more.title });
  return [
    ...(list ? within(list).queryAllByRole("heading", { level: 2 }) : []),
    ...(added ? within(added).queryAllByRole("heading", { level: 3 }) : []),
  ].map((heading) => heading.textContent);
};
const status = () => screen.getByRole("status");
/** The address bar: the path and the search. */
const address = () => `${location.pathname}${location.search}`;
/** The address with a search, as the page writes it. */
const withQuery = (path: string, query: string) => `${path}?${new URLSearchParams({ q: query })}`;

/** Replaces the box's text at once, as pasting or autocomplete does. */
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, value: string) {
  await user.clear(box);
  if (value) await user.paste(value);
}

for (const language of siteLanguages) {
  const t = text[language];

  describe(`[${language}] destination search`, () => {
    it("shows every destination and the count before a search", () => {
      renderPage(language);
      expect(cardNames(language)).toEqual(t.names);
      expect(status()).toHaveTextContent(t.summary(t.names.length));
      expect(searchBox(language)).toHaveValue("");
      expect(screen.queryByRole("button", { name: destinationsPage[language].clearSearch })).toBeNull();
    });

    it("filters live as the text changes, matching name, details, badge, alt text and keywords", async () => {
      const { user } = renderPage(language);
      await user.type(searchBox(language), t.firstLetters);
      expect(cardNames(language)).toEqual(t.firstMatch);
      expect(status()).toHaveTextContent(t.summary(1));

      for (const [query, names] of t.filters) {
        await fill(user, searchBox(language), query);
        expect(cardNames(language), query).toEqual(names);
      }
      expect(status()).toHaveTextContent(t.summary(t.filters.at(-1)![1].length));

      await fill(user, searchBox(language), "");
      expect(cardNames(language)).toEqual(t.names);
      expect(status()).toHaveTextContent(t.summary(t.names.length));
    });

    // Every key of twelve names, each a render: seconds in jsdom on a busy 2-core machine, so
    // this test has its own time limit rather than the default 5 s.
    it(
      "finds each card as visitors type its name, one key at a time, and writes the query into the URL",
      { timeout: 20_000 },
      async () => {
        const { user, path } = renderPage(language);
        for (const [queries, name] of t.asTyped) {
          for (const query of queries) {
            await user.clear(searchBox(language));
            await user.type(searchBox(language), query);
            expect(cardNames(language), query).toEqual([name]);
            expect(status(), query).toHaveTextContent(t.summary(1));
            expect(address()).toBe(withQuery(path, query));
          }
        }
      },
    );

    it("shows the empty state when nothing matches, and Show All brings every card back", async () => {
      const { user, path } = renderPage(language);
      await fill(user, searchBox(language), t.nothing);
      expect(screen.getByText(t.emptyTitle)).toBeVisible();
      expect(screen.getByText(t.emptyHint)).toBeVisible();
      expect(screen.queryByRole("list", { name: destinationsPage[language].listLabel })).toBeNull();
      expect(status()).toHaveTextContent(t.summary(0));
      expect(screen.queryByText(t.didYouMean)).toBeNull();

      await user.click(screen.getByRole("button", { name: t.showAll }));
      expect(cardNames(language)).toEqual(t.names);
      expect(searchBox(language)).toHaveValue("");
      expect(searchBox(language)).toHaveFocus();
      expect(address()).toBe(path);
    });

    for (const [typo, term, name] of t.typos) {
      it(`suggests "${term}" for "${typo}" and applies it`, async () => {
        const { user, path } = renderPage(language);
        await fill(user, searchBox(language), typo);
        expect(screen.getByText(t.emptyTitle)).toBeVisible();
        // Loaded once the box was focused (use-search-help.ts).
        const apply = await screen.findByRole("button", { name: term });
        expect(apply.closest("p")).toHaveTextContent(t.suggestion(term, name));
        await user.click(apply);
        expect(searchBox(language)).toHaveValue(term);
        expect(searchBox(language)).toHaveFocus();
        expect(address()).toBe(withQuery(path, term));
        expect(cardNames(language)).toEqual([name]);
      });
    }

    for (const [query, place] of t.uncovered) {
      it(`names "${place}" as not covered yet for "${query}" and offers a prefilled WhatsApp chat`, async () => {
        const { user } = renderPage(language);
        await fill(user, searchBox(language), query);
        expect(screen.getByText(t.emptyTitle)).toBeVisible();
        expect(screen.getByText(t.emptyHint)).toBeVisible();
        expect(await screen.findByText(t.notCovered(place))).toBeVisible();
        expect(screen.queryByText(t.didYouMean)).toBeNull();
        const chat = within(screen.getByText(t.notCovered(place)).parentElement!).getByRole("link", {
          name: support[language].chatOnWhatsapp,
        });
        expect(chat).toHaveAccessibleDescription(t.notCovered(place));
        const href = chat.getAttribute("href")!;
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        expect(prefilledText(href)).toBe(t.askAbout(place));
      });
    }

    // Nepal and Bhutan: Indian citizens need no visa, so the page says that, not "not covered";
    // typed in Latin letters or in the page's own script.
    const bhutan = uncoveredPlaces[language].find((place) => place.aliases.includes("bhutan"))!;
    for (const query of ["nepal", bhutan.aliases.find((alias) => !isWrittenIn(alias, everyPageScript)) ?? "bhutan"]) {
      it(`says Indian citizens need no visa for "${query}" and offers a chat about the trip`, async () => {
        const { user } = renderPage(language);
        await fill(user, searchBox(language), query);
        const place = uncoveredPlaces[language].find(
          (candidate) =>
            candidate.visaFreeForIndians && (candidate.aliases.includes(query) || candidate.name === query),
        );
        const line = fillTemplate(destinationsPage[language].visaFree.line, { place: place!.name });
        expect(await screen.findByText(line)).toBeVisible();
        expect(
          screen.queryByText(fillTemplate(destinationsPage[language].notCovered.line, { place: place!.name })),
        ).toBeNull();
        const chat = within(screen.getByText(line).parentElement!).getByRole("link", {
          name: support[language].chatOnWhatsapp,
        });
        expect(prefilledText(chat.getAttribute("href")!)).toBe(
          fillTemplate(placeChats[language].askAboutTrip, { place: place!.name }),
        );
      });
    }

    for (const [query, place, names] of t.mentionedInPassing) {
      it(`a place we do not cover that some cards mention in passing keeps those cards, under the notice ("${query}")`, async () => {
        const { user } = renderPage(language);
        await fill(user, searchBox(language), query);
        expect(await screen.findByText(t.notCovered(place))).toBeVisible();
        expect(cardNames(language)).toEqual(names);
      });
    }

    it("finds each guide added beyond the twelve by its name and by every term its card lists", async () => {
      // Every term through the search's own function (a render per term would take seconds); one on the page.
      const cards = [...destinations[language], ...addedDestinationCards[language]];
      for (const added of addedDestinationCards[language])
        for (const term of [added.name, ...added.keywords])
          expect(
            searchDestinations(cards, term, searchWords[language]).map(({ name }) => name),
            term,
          ).toContain(added.name);
      const { user } = renderPage(language);
      const [first] = addedDestinationCards[language];
      await fill(user, searchBox(language), first!.keywords[0]!);
      expect(cardNames(language)).toContain(first!.name);
    });

    if (language === "en")
      it("finds the added guides by the words Indians type for them", async () => {
        const { user } = renderPage(language);
        const typed: [string, string][] = [
          ["saudi", "Saudi Arabia"],
          ["ksa", "Saudi Arabia"],
          ["umrah", "Saudi Arabia"],
          ["uk", "United Kingdom"],
          ["england", "United Kingdom"],
          ["london", "United Kingdom"],
          ["bali", "Indonesia"],
          ["doha", "Qatar"],
          ["muscat", "Oman"],
        ];
        for (const [term, name] of typed) {
          await fill(user, searchBox(language), term);
          expect(cardNames(language), term).toContain(name);
        }
      });

    it("finds the cards of a kind of entry by the kind each card carries, none past its scheme's end", async () => {
      const { user } = renderPage(language);
      await fill(user, searchBox(language), "visa free");
      expect(cardNames(language)).toEqual(namesIn(language)(["malaysia", "thailand", "philippines"]));
      await fill(user, searchBox(language), "visa");
      expect(cardNames(language)).toEqual(t.names);
      cleanup();
      // Malaysia's exemption ends on 31 December 2026: a page built after it does not count it.
      const after = renderPage(language, "", "2027-01-05");
      await fill(after.user, searchBox(language), "visa free");
      expect(cardNames(language)).toEqual(namesIn(language)(["thailand", "philippines"]));
    });

    it("a correct name we do not cover gets no misleading suggestion", async () => {
      const [query, place] = t.uncoveredName;
      const { user } = renderPage(language);
      await fill(user, searchBox(language), query);
      expect(await screen.findByText(t.notCovered(place))).toBeVisible();
      expect(screen.queryByText(t.didYouMean)).toBeNull();
    });

    // Decision 0020: the page carries its own script's terms and Latin ones, and offers the page
    // of each other language whose script a query is written in.
    // Every other language written in a script of its own: read from the settings, not from
    // the function under test, so a broken one cannot make these cases disappear.
    const ownScript = (each: SiteLanguage) => localeSettings[each].script;
    for (const other of siteLanguages.filter(
      (each) => each !== language && ownScript(each) !== ownScript(language) && ownScript(each) !== everyPageScript,
    )) {
      const query = typedIn[other];
      it(`offers the ${other} page, with the query, for "${query}"`, async () => {
        const { user } = renderPage(language);
        await fill(user, searchBox(language), query);
        expect(screen.getByText(t.emptyTitle)).toBeVisible();
        const { name, hreflang } = localeSettings[other];
        const link = await screen.findByRole("link", {
          name: fillTemplate(destinationsPage[language].otherLanguage.action, { language: name }),
        });
        expect(link).toHaveAttribute("href", withQuery(localizePath("/destinations", other), query));
        expect(link).toHaveAttribute("hreflang", hreflang);
        expect(link.closest("p")).toHaveTextContent(
          fillTemplate(destinationsPage[language].otherLanguage.line, { language: name }),
        );
        expect(within(link.closest("p")!).getAllByText(name)[0]).toHaveAttribute(
          "lang",
          localeSettings[other].htmlLang,
        );
      });
    }

    it("offers no other page for a query in Latin letters, and in its own script only the languages that share it", async () => {
      const { user } = renderPage(language);
      const offer = () =>
        screen.queryAllByRole("link", {
          name: new RegExp(
            otherLocales(language)
              .map((other) => localeSettings[other].name)
              .join("|"),
          ),
        });
      // Hindi and Marathi share Devanagari: a query in it may be either language's (decision 0020).
      const { script } = localeSettings[language];
      const sharingItsScript =
        script === everyPageScript
          ? []
          : otherLocales(language)
              .filter((other) => localeSettings[other].script === script)
              .map((other) => localeSettings[other].name);
      const offered = () =>
        offer().map(
          (link) =>
            localeSettings[
              otherLocales(language).find((other) => link.textContent?.includes(localeSettings[other].name))!
            ].name,
        );
      // The not-covered notice shows once the help has loaded.
      await fill(user, searchBox(language), t.uncoveredName[0]);
      expect(await screen.findByText(t.notCovered(t.uncoveredName[1]))).toBeVisible();
      expect(offered()).toEqual(sharingItsScript);
      for (const query of [t.nothing, "zzzz", "australia"]) {
        await fill(user, searchBox(language), query);
        expect(screen.getByText(t.emptyTitle), query).toBeVisible();
        expect(offered(), query).toEqual(query === t.nothing ? sharingItsScript : []);
      }
    });

    it("Escape and the clear button empty the search", async () => {
      const { user, path } = renderPage(language);
      await fill(user, searchBox(language), t.escapeQuery[0]);
      expect(cardNames(language)).toEqual([t.escapeQuery[1]]);
      await user.keyboard("{Escape}");
      expect(searchBox(language)).toHaveValue("");
      expect(cardNames(language)).toEqual(t.names);
      expect(address()).toBe(path);

      await fill(user, searchBox(language), t.clearQuery[0]);
      expect(cardNames(language)).toEqual([t.clearQuery[1]]);
      await user.click(screen.getByRole("button", { name: destinationsPage[language].clearSearch }));
      expect(searchBox(language)).toHaveValue("");
      expect(searchBox(language)).toHaveFocus();
      expect(cardNames(language)).toEqual(t.names);
      expect(address()).toBe(path);
    });

    it("a shared search link shows the filtered list", () => {
      const [query, name] = t.sharedQuery;
      const { path } = renderPage(language, `?${new URLSearchParams({ q: query })}`);
      expect(searchBox(language)).toHaveValue(query);
      expect(cardNames(language)).toEqual([name]);
      expect(status()).toHaveTextContent(t.summary(1));
      expect(screen.getByRole("button", { name: destinationsPage[language].clearSearch })).toBeVisible();
      expect(address()).toBe(withQuery(path, query));
    });

    it("searches for what was typed before the island started, over the address's query", async () => {
      const [query, name] = t.sharedQuery;
      const { path } = await renderTypedBeforeStart(language, query, `?${new URLSearchParams({ q: t.nothing })}`);
      expect(searchBox(language)).toHaveValue(query);
      expect(cardNames(language)).toEqual([name]);
      expect(status()).toHaveTextContent(t.summary(1));
      expect(address()).toBe(withQuery(path, query));
    });

    it("treats special characters and very long input as plain text", async () => {
      const { user } = renderPage(language);
      for (const query of [".*", "(", "[", "\\", "<b>", "</script><script>alert(1)</script>", "%", "&q=x", "#", "😀"]) {
        await fill(user, searchBox(language), query);
        const names = t.literalMatches[query];
        if (names) expect(cardNames(language), query).toEqual(names);
        else expect(screen.getByText(t.emptyTitle), query).toBeVisible();
        expect(searchBox(language)).toHaveValue(query);
      }
      await fill(user, searchBox(language), "B1/B2");
      expect(cardNames(language)).toEqual([t.names[1]]);

      await fill(user, searchBox(language), "x".repeat(10_000));
      expect(screen.getByText(t.emptyTitle)).toBeVisible();
      await user.keyboard("{Escape}");
      expect(cardNames(language)).toEqual(t.names);
    });

    it("a shared link with special characters is read as plain text", () => {
      renderPage(language, `?q=${encodeURIComponent("(<b>.*")}`);
      expect(searchBox(language)).toHaveValue("(<b>.*");
      expect(screen.getByText(t.emptyTitle)).toBeVisible();
    });

    it("each card shows its rule, how its evidence is dated, the page it was taken from and where to confirm it; an ended scheme as ended", () => {
      const card = (slug: string) =>
        screen.getByRole("article", { name: destinations[language].find((entry) => entry.slug === slug)!.name });
      const malaysia = cardRules(language, writtenOn).bySlug.malaysia!;
      renderPage(language);
      expect(card("malaysia")).toHaveTextContent(malaysia.label.text!);
      expect(card("malaysia")).toHaveTextContent(malaysia.dating);
      const [source, confirm] = t.malaysiaLinks;
      // Named as the page shows them, then " (external site)" for screen readers.
      const link = (name: string) =>
        within(card("malaysia")).getByRole("link", {
          name: (accessible) => accessible.replace(/\s+/g, " ").startsWith(name.replace(/\s+/g, " ")),
        });
      expect(link(source)).toHaveAttribute(
        "href",
        "https://www.thestar.com.my/news/nation/2024/12/20/malaysia-extends-visa-exemption-for-indian-nationals-until-2026",
      );
      expect(link(confirm)).toHaveAttribute("href", "https://www.imi.gov.my/");
      expect(card("malaysia")).not.toHaveTextContent(/official source/i);
      cleanup();

      // The build's clock after the scheme's last day, 31 December 2026.
      renderPage(language, "", "2027-01-05");
      expect(card("malaysia")).not.toHaveTextContent(malaysia.label.text!);
      expect(card("malaysia")).toHaveTextContent(cardRules(language, "2027-01-05").bySlug.malaysia!.label.text!);
      expect(card("malaysia")).toHaveTextContent(formatDate("2026-12-31", language));
    });
  });
}
