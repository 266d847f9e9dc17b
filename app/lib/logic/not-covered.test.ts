import { fillTemplate } from "./template";
import { describe, expect, it } from "vitest";
import { type Locale, locales } from "~/config/locales";
import { destinations } from "~/content/destinations";
import { searchWords } from "~/content/search-words";
import { destinationsPage } from "~/content/destinations-page";
import { uncoveredPlaces } from "~/content/not-covered";
import notCoveredWords from "~/content/words/en/not-covered.json";
import { foldForSearch, searchDestinations } from "./destination-search";
import { suggest } from "./search-suggestion";
import { uncoveredPlace } from "./not-covered";
import { letterOf } from "../../../tests/pages";

const named = (query: string) => uncoveredPlace(uncoveredPlaces.en, query, foldForSearch)?.name ?? null;
const namedHi = (query: string) => uncoveredPlace(uncoveredPlaces.hi, query, foldForSearch)?.name ?? null;
/** The Hindi name of the place named `name` in English. */
const placeHi = (name: string) =>
  uncoveredPlaces.hi[uncoveredPlaces.en.findIndex((place) => place.name === name)]!.name;
const destinationHi = (slug: string) => destinations.hi.find((d) => d.slug === slug)!.name;
/** A place's name in a language, by its id in the word files. */
const placeName = (locale: Locale, id: string) =>
  uncoveredPlaces[locale][Object.keys(notCoveredWords).indexOf(id)]!.name;

describe("uncoveredPlace", () => {
  it("names a country or well-known place we do not list", () => {
    expect(named("japan")).toBe("Japan");
    expect(named("bali")).toBe("Bali (Indonesia)");
    expect(named("Australia")).toBe("Australia");
    expect(named("indonesia")).toBe("Indonesia");
    expect(named("London")).toBe("the United Kingdom");
    expect(named("uk")).toBe("the United Kingdom");
  });

  it("leaves a place typed in another language's script to that language's page (decision 0020)", () => {
    expect(named("जापान")).toBeNull();
    expect(named("ஜப்பான்")).toBeNull();
    expect(uncoveredPlace(uncoveredPlaces.ta, "जापान", foldForSearch)).toBeNull();
  });

  it("names a place typed in any language's Latin spelling", () => {
    expect(named("japaan")).toBe("Japan");
    expect(named("jappan")).toBe("Japan");
  });

  it("ignores case, outer and repeated spaces, and a trailing 'visa'", () => {
    expect(named("  JAPAN  ")).toBe("Japan");
    expect(named("new   zealand")).toBe("New Zealand");
    expect(named("Japan visa")).toBe("Japan");
    expect(named("saudi visas")).toBe("Saudi Arabia");
  });

  it("matches whole names only, never a part of a word or a covered destination", () => {
    expect(named("")).toBeNull();
    expect(named("jap")).toBeNull();
    expect(named("japanese food")).toBeNull();
    expect(named("dubai")).toBeNull();
    expect(named("georgia")).toBeNull();
    expect(named("dubay")).toBeNull();
  });

  it("has no alias that a covered destination's name, keyword or spelling already is, once folded", () => {
    const covered = new Set(
      destinations.en.flatMap((d) => [d.name, ...d.keywords, ...(d.spellings ?? [])].map(foldForSearch)),
    );
    const aliases = uncoveredPlaces.en.flatMap((place) => place.aliases);
    expect(aliases.filter((alias) => covered.has(foldForSearch(alias)))).toEqual([]);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});

describe("suggestions next to uncovered places", () => {
  it("gives no misleading 'Did you mean' for the correct names the old fragments caught", () => {
    expect(suggest(destinations.en, "spain", foldForSearch)?.term).not.toBe("San");
    expect(suggest(destinations.en, "china", foldForSearch)?.term).not.toBe("Chi");
  });

  it("still suggests the destination for a real typo", () => {
    expect(suggest(destinations.en, "dubay", foldForSearch)).toEqual({ term: "Dubai", name: "United Arab Emirates" });
    expect(suggest(destinations.en, "thialand", foldForSearch)?.name).toBe("Thailand");
    expect(suggest(destinations.en, "swizerland", foldForSearch)?.name).toBe("Switzerland");
  });

  it("finds no card for 'japan' or 'bali', so the empty state names them", () => {
    expect(searchDestinations(destinations.en, "japan", searchWords.en)).toEqual([]);
    expect(searchDestinations(destinations.en, "bali", searchWords.en)).toEqual([]);
  });
});

describe("uncoveredPlace on the Hindi page", () => {
  const japanHi = uncoveredPlaces.hi[uncoveredPlaces.en.findIndex((place) => place.name === "Japan")]!;
  const japan = japanHi.name;

  it("lists the same places, in the same order, with Hindi names", () => {
    expect(uncoveredPlaces.hi).toHaveLength(uncoveredPlaces.en.length);
    expect(japanHi.aliases).toContain("जापान");
    for (const place of uncoveredPlaces.hi) expect(place.name, place.name).toMatch(letterOf("Deva"));
  });

  it("names a place typed in Devanagari with its Hindi entry", () => {
    expect(uncoveredPlace(uncoveredPlaces.hi, "जापान", foldForSearch)).toBe(japanHi);
    expect(namedHi("टोक्यो")).toBe(japan);
    expect(namedHi("बाली")).toBe(placeHi("Bali (Indonesia)"));
    expect(namedHi("लंदन")).toBe(placeHi("the United Kingdom"));
    expect(namedHi("सऊदी अरब")).toBe(placeHi("Saudi Arabia"));
  });

  it("names a place typed in Latin letters with its Hindi entry", () => {
    expect(uncoveredPlace(uncoveredPlaces.hi, "japan", foldForSearch)).toBe(japanHi);
    expect(namedHi("  JAPAN ")).toBe(japan);
    expect(namedHi("London")).toBe(placeHi("the United Kingdom"));
    expect(namedHi("new   zealand")).toBe(placeHi("New Zealand"));
  });

  it("ignores marks typed differently, outer and repeated spaces, and a trailing 'visa'", () => {
    expect(namedHi("  जापान  ")).toBe(japan);
    expect(namedHi("न्यूजीलैंड")).toBe(placeHi("New Zealand"));
    expect(namedHi("न्यू   ज़ीलैंड")).toBe(placeHi("New Zealand"));
    expect(namedHi("जापान visa")).toBe(japan);
    expect(namedHi("japan visa")).toBe(japan);
  });

  it("drops a trailing 'वीज़ा', however it is spelled", () => {
    expect(namedHi("जापान वीज़ा")).toBe(japan);
    expect(namedHi("जापान वी\u095Bा")).toBe(japan);
    expect(namedHi("जापान वीजा")).toBe(japan);
    expect(namedHi("लंदन  वीज़ा")).toBe(placeHi("the United Kingdom"));
    expect(namedHi("जापान वीसा")).toBe(japan);
  });

  it("drops the possessive before it, as Hindi puts it, in either script", () => {
    expect(namedHi("जापान का वीज़ा")).toBe(japan);
    expect(namedHi("जापान के वीजा")).toBe(japan);
    expect(namedHi("japan ka visa")).toBe(japan);
    expect(named("japan ka visa")).toBe("Japan");
    expect(named("का वीज़ा")).toBeNull();
  });

  it("matches whole names only, never a part of a word or a covered destination", () => {
    expect(namedHi("")).toBeNull();
    expect(namedHi("वीज़ा")).toBeNull();
    expect(namedHi("जापा")).toBeNull();
    expect(namedHi("जापानी खाना")).toBeNull();
    expect(namedHi("दुबई")).toBeNull();
    expect(namedHi("जॉर्जिया")).toBeNull();
    expect(namedHi("dubai")).toBeNull();
  });

  it("has no alias that a covered Hindi destination's name, keyword or spelling already is, once folded", () => {
    const covered = new Set(
      destinations.hi.flatMap((d) => [d.name, ...d.keywords, ...(d.spellings ?? [])].map(foldForSearch)),
    );
    const aliases = uncoveredPlaces.hi.flatMap((place) => place.aliases);
    expect(aliases.filter((alias) => covered.has(foldForSearch(alias)))).toEqual([]);
    expect(new Set(aliases).size).toBe(aliases.length);
  });

  it("gives no alias to two places, once folded", () => {
    const owners = new Map<string, Set<string>>();
    for (const place of uncoveredPlaces.hi) {
      for (const alias of place.aliases) {
        const folded = foldForSearch(alias);
        owners.set(folded, (owners.get(folded) ?? new Set()).add(place.name));
      }
    }
    expect([...owners].filter(([, names]) => names.size > 1)).toEqual([]);
  });

  it("keeps every English alias, so Latin-letter searches are recognised", () => {
    for (const [index, place] of uncoveredPlaces.en.entries()) {
      expect(uncoveredPlaces.hi[index]!.aliases, place.name).toEqual(expect.arrayContaining([...place.aliases]));
    }
  });

  it("finds no card for 'जापान' or 'बाली', so the empty state names them", () => {
    expect(searchDestinations(destinations.hi, "जापान", searchWords.hi)).toEqual([]);
    expect(searchDestinations(destinations.hi, "बाली", searchWords.hi)).toEqual([]);
    expect(searchDestinations(destinations.hi, "japan", searchWords.hi)).toEqual([]);
  });

  it("still suggests the destination for a real typo", () => {
    expect(suggest(destinations.hi, "थाईलेंड", foldForSearch)?.name).toBe(destinationHi("thailand"));
    expect(suggest(destinations.hi, "dubay", foldForSearch)?.name).toBe(destinationHi("united-arab-emirates"));
    expect(namedHi("थाईलेंड")).toBeNull();
  });
});

describe("uncoveredPlace on the Bengali page", () => {
  const namedBn = (query: string) => uncoveredPlace(uncoveredPlaces.bn, query, foldForSearch)?.name ?? null;
  const japan = placeName("bn", "japan");

  it("names a place typed in Bengali, however a phone spells it, or in Latin letters", () => {
    expect(namedBn("জাপান")).toBe(japan);
    expect(namedBn("টোকিও")).toBe(japan);
    expect(namedBn("নিউজ়িল্যান্ড")).toBe(placeName("bn", "new-zealand"));
    expect(namedBn("নিউজিলেন্ড")).toBe(placeName("bn", "new-zealand"));
    expect(namedBn("অস্ট্রেলীয়া")).toBe(placeName("bn", "australia"));
    expect(namedBn("  japan ")).toBe(japan);
  });

  it("drops a trailing 'ভিসা' and the possessive ending the name takes before it", () => {
    expect(namedBn("জাপান ভিসা")).toBe(japan);
    expect(namedBn("জাপানের ভিসা")).toBe(japan);
    expect(namedBn("জাপানের বিসা")).toBe(japan);
    expect(namedBn("কাতার ভিসা")).toBe(placeName("bn", "qatar"));
    expect(namedBn("কাতারের ভিসা")).toBe(placeName("bn", "qatar"));
    expect(namedBn("ইতালির ভিসা")).toBe(placeName("bn", "italy"));
    expect(namedBn("japan visa")).toBe(japan);
  });

  it("matches whole names only, never a part of a word or a covered destination", () => {
    expect(namedBn("ভিসা")).toBeNull();
    expect(namedBn("জাপা")).toBeNull();
    // A possessive without "ভিসা" after it is another word.
    expect(namedBn("জাপানের")).toBeNull();
    expect(namedBn("দুবাই")).toBeNull();
    expect(namedBn("জর্জিয়া")).toBeNull();
  });

  it("has no alias that a covered Bengali destination's name, keyword or spelling already is, or two places share, once folded", () => {
    const covered = new Set(
      destinations.bn.flatMap((d) => [d.name, ...d.keywords, ...(d.spellings ?? [])].map(foldForSearch)),
    );
    const owners = new Map<string, Set<string>>();
    for (const place of uncoveredPlaces.bn) {
      for (const alias of place.aliases.map(foldForSearch))
        owners.set(alias, (owners.get(alias) ?? new Set()).add(place.name));
    }
    expect([...owners.keys()].filter((alias) => covered.has(alias))).toEqual([]);
    expect([...owners].filter(([, names]) => names.size > 1)).toEqual([]);
  });
});

describe("places Indian citizens visit without a visa", () => {
  /** What the search says for a query on the page in this language. */
  const notice = (locale: (typeof locales)[number], query: string) => {
    const place = uncoveredPlace(uncoveredPlaces[locale], query, foldForSearch);
    if (!place) return null;
    const text = destinationsPage[locale][place.visaFreeForIndians ? "visaFree" : "notCovered"];
    return fillTemplate(text.line, { place: place.name });
  };

  it("says that Indian citizens need no visa for Nepal or Bhutan, in the page's script or Latin letters", () => {
    expect(notice("en", "nepal")).toBe("Indian citizens need no visa for Nepal.");
    expect(notice("en", "Kathmandu")).toBe("Indian citizens need no visa for Nepal.");
    expect(notice("en", "bhutan visa")).toBe("Indian citizens need no visa for Bhutan.");
    expect(notice("hi", "nepal")).toBe("भारतीय नागरिकों को नेपाल जाने के लिए वीज़ा की ज़रूरत नहीं होती।");
    expect(notice("hi", "नेपाल का वीज़ा")).toBe("भारतीय नागरिकों को नेपाल जाने के लिए वीज़ा की ज़रूरत नहीं होती।");
    expect(notice("hi", "bhutan")).toBe("भारतीय नागरिकों को भूटान जाने के लिए वीज़ा की ज़रूरत नहीं होती।");
  });

  it("never says a place needing a visa is not covered, nor the reverse", () => {
    for (const locale of locales) {
      const visaFree = uncoveredPlaces[locale].filter((place) => place.visaFreeForIndians).map((place) => place.name);
      expect(visaFree).toEqual(["nepal", "bhutan"].map((id) => placeName(locale, id)));
      expect(notice(locale, "japan")).toBe(
        fillTemplate(destinationsPage[locale].notCovered.line, { place: placeName(locale, "japan") }),
      );
    }
  });
});
