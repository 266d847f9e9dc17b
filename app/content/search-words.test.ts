import { describe, expect, it } from "vitest";
import { locales } from "~/config/locales";
import { foldForSearch } from "~/lib/logic/destination-search";
import { destinations } from "./destinations";
import { searchWords, searchWordsProblems } from "./search-words";
import englishSearchWords from "./words/en/search.json";

describe("the search's words that name no destination", () => {
  it("are checked by their schema, each problem naming the file and the field", () => {
    expect(searchWordsProblems("en", englishSearchWords)).toEqual([]);
    const withoutEta = Object.fromEntries(
      Object.entries(englishSearchWords.entryKinds).filter(([kind]) => kind !== "eta"),
    );
    expect(
      searchWordsProblems("hi", {
        ...englishSearchWords,
        ignored: ["Visa", "for  indians"],
        entryKinds: withoutEta,
      }),
    ).toEqual([
      "app/content/words/hi/search.json: ignored[0]: expected lower case, as the search folds a query",
      "app/content/words/hi/search.json: ignored[1]: expected single spaces between words",
      expect.stringMatching(/^app\/content\/words\/hi\/search\.json: entryKinds\.eta: /),
    ]);
  });

  for (const locale of locales) {
    it(`[${locale}] hide no destination: none is a name, keyword or spelling of one`, () => {
      const { ignored, joiners, entryKinds } = searchWords[locale];
      const terms = new Set(
        destinations[locale].flatMap((destination) =>
          [destination.name, ...destination.keywords, ...destination.spellings].map(foldForSearch),
        ),
      );
      const words = [...ignored, ...joiners, ...Object.values(entryKinds).flatMap(({ aliases }) => aliases)];
      expect(words.filter((word) => terms.has(foldForSearch(word)))).toEqual([]);
    });
  }
});
