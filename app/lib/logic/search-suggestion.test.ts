import { describe, expect, it } from "vitest";
import { destinations } from "~/content/destinations";
import { searchWords } from "~/content/search-words";
import { destinationName } from "../../../tests/pages";
import { foldForSearch, searchDestinations } from "./destination-search";
import { editDistance, suggest } from "./search-suggestion";

const names = (query: string) => searchDestinations(destinations.en, query, searchWords.en).map((d) => d.name);
const hiName = (slug: string) => destinationName("hi", slug);

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent swaps", () => {
    expect(editDistance("dubai", "dubai")).toBe(0);
    expect(editDistance("dubay", "dubai")).toBe(1);
    expect(editDistance("thialand", "thailand")).toBe(1);
    expect(editDistance("singapur", "singapore")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("stops early beyond the limit", () => {
    expect(editDistance("switzerland", "vietnam", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("suggest", () => {
  it("offers the closest name for a typo", () => {
    expect(suggest(destinations.en, "thialand", foldForSearch)).toEqual({ term: "Thailand", name: "Thailand" });
    expect(suggest(destinations.en, "Singapur", foldForSearch)).toEqual({ term: "Singapore", name: "Singapore" });
    expect(suggest(destinations.en, "  canda ", foldForSearch)).toEqual({ term: "Canada", name: "Canada" });
  });

  it("offers a keyword and the destination it belongs to", () => {
    expect(suggest(destinations.en, "dubay", foldForSearch)).toEqual({ term: "Dubai", name: "United Arab Emirates" });
    expect(suggest(destinations.en, "bangkock", foldForSearch)).toEqual({ term: "Bangkok", name: "Thailand" });
  });

  it("matches a word of a multi-word name", () => {
    expect(suggest(destinations.en, "lanca", foldForSearch)).toEqual({ term: "Lanka", name: "Sri Lanka" });
  });

  it("the suggested term finds its destination", () => {
    for (const typo of ["thialand", "singapur", "dubay", "lanca", "frnace", "swizerland"]) {
      const suggestion = suggest(destinations.en, typo, foldForSearch);
      expect(suggestion, typo).not.toBeNull();
      expect(names(suggestion!.term), typo).toContain(suggestion!.name);
    }
  });

  it("stays fast for a 10,000-character query", () => {
    const started = performance.now();
    expect(suggest(destinations.en, "a".repeat(10_000), foldForSearch)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("offers nothing for short, unrelated or special-character queries", () => {
    for (const query of ["", "ab", "xyzzy", "qwertyuiop", ".*", "((((", "<b>"]) {
      expect(suggest(destinations.en, query, foldForSearch), query).toBeNull();
    }
  });
});

describe("suggest on the Hindi page", () => {
  it("offers the closest Hindi name for a Devanagari typo", () => {
    expect(suggest(destinations.hi, "थाईलेंड", foldForSearch)).toEqual({
      term: hiName("thailand"),
      name: hiName("thailand"),
    });
    expect(suggest(destinations.hi, "थैलैंड", foldForSearch)).toEqual({
      term: hiName("thailand"),
      name: hiName("thailand"),
    });
    expect(suggest(destinations.hi, "सिंगापोर", foldForSearch)).toEqual({
      term: hiName("singapore"),
      name: hiName("singapore"),
    });
    expect(suggest(destinations.hi, "कनेडा", foldForSearch)?.name).toBe(hiName("canada"));
  });

  it("offers the English term for a Latin typo, with the Hindi name of its destination", () => {
    expect(suggest(destinations.hi, "thialand", foldForSearch)).toEqual({ term: "Thailand", name: hiName("thailand") });
    expect(suggest(destinations.hi, "dubay", foldForSearch)).toEqual({
      term: "Dubai",
      name: hiName("united-arab-emirates"),
    });
  });

  it("never offers a variant spelling, only a name or keyword", () => {
    // "thailent" is one letter from the variant "thailend", two from "Thailand".
    expect(suggest(destinations.hi, "thailent", foldForSearch)).toEqual({ term: "Thailand", name: hiName("thailand") });
    expect(suggest(destinations.en, "kanadda", foldForSearch)).toEqual({ term: "Canada", name: "Canada" });
  });

  it("the suggested term finds its destination", () => {
    for (const typo of ["थाईलेंड", "थैलैंड", "सिंगापोर", "कनेडा", "मलेशया", "स्विट्जरलेंड", "thialand", "dubay"]) {
      const suggestion = suggest(destinations.hi, typo, foldForSearch);
      expect(suggestion, typo).not.toBeNull();
      const found = searchDestinations(destinations.hi, suggestion!.term, searchWords.hi).map((d) => d.name);
      expect(found, typo).toContain(suggestion!.name);
    }
  });

  it("offers nothing for short or unrelated queries", () => {
    for (const query of ["", "थ", "दु", "xyzzy", "कखगघङचछ", ".*", "<b>"]) {
      expect(suggest(destinations.hi, query, foldForSearch), query).toBeNull();
    }
  });
});

describe("suggest on the Bengali page", () => {
  const bnName = (slug: string) => destinationName("bn", slug);

  it("offers the closest Bengali name or keyword for a typo the folding does not catch", () => {
    expect(suggest(destinations.bn, "কানডা", foldForSearch)).toEqual({
      term: bnName("canada"),
      name: bnName("canada"),
    });
    expect(suggest(destinations.bn, "ভিয়েতনম", foldForSearch)).toEqual({
      term: bnName("vietnam"),
      name: bnName("vietnam"),
    });
    expect(suggest(destinations.bn, "সিঙাপুর", foldForSearch)).toEqual({
      term: bnName("singapore"),
      name: bnName("singapore"),
    });
    expect(suggest(destinations.bn, "দুবায়", foldForSearch)).toEqual({
      term: "দুবাই",
      name: bnName("united-arab-emirates"),
    });
    expect(suggest(destinations.bn, "কলোম্বো", foldForSearch)).toEqual({ term: "কলম্বো", name: bnName("sri-lanka") });
  });

  it("offers the English term for a Latin typo, with the Bengali name of its destination", () => {
    expect(suggest(destinations.bn, "thialand", foldForSearch)).toEqual({ term: "Thailand", name: bnName("thailand") });
  });

  it("the suggested term finds its destination", () => {
    for (const typo of ["কানডা", "ভিয়েতনম", "সিঙাপুর", "দুবায়", "কলোম্বো", "আজারবাইজন", "জর্জিযা", "টরন্টু", "dubay"]) {
      const suggestion = suggest(destinations.bn, typo, foldForSearch);
      expect(suggestion, typo).not.toBeNull();
      const found = searchDestinations(destinations.bn, suggestion!.term, searchWords.bn).map((d) => d.name);
      expect(found, typo).toContain(suggestion!.name);
    }
  });

  it("offers nothing for short or unrelated queries", () => {
    for (const query of ["", "ক", "কা", "xyzzy", "কখগঘঙচছ", ".*", "।"]) {
      expect(suggest(destinations.bn, query, foldForSearch), query).toBeNull();
    }
  });
});
