import { describe, expect, it } from "vitest";
import { destinations } from "~/content/destinations";
import { editDistance, searchDestinations, suggest } from "./destination-search";

const names = (query: string) => searchDestinations(destinations, query).map((d) => d.name);

describe("searchDestinations", () => {
  it("returns every destination, in order, for an empty or blank query", () => {
    expect(searchDestinations(destinations, "")).toBe(destinations);
    expect(searchDestinations(destinations, "   \t ")).toBe(destinations);
  });

  it("matches a substring of the name regardless of case", () => {
    expect(names("singapore")).toEqual(["Singapore"]);
    expect(names("SINGAP")).toEqual(["Singapore"]);
    expect(names("sWiTz")).toEqual(["Switzerland"]);
    expect(names("united")).toEqual(["United Arab Emirates", "United States"]);
  });

  it("ignores leading and trailing spaces but keeps inner ones", () => {
    expect(names("  sri lanka  ")).toEqual(["Sri Lanka"]);
    expect(names("srilanka")).toEqual([]);
  });

  it("matches details, visaStat and alt text", () => {
    expect(names("land of fire")).toEqual(["Azerbaijan"]);
    expect(names("island paradise")).toEqual(["Sri Lanka"]);
    expect(names("statue of liberty")).toEqual(["United States"]);
    expect(names("gardens by the bay")).toEqual(["Singapore"]);
  });

  it("matches search keywords: cities, abbreviations and common names", () => {
    expect(names("dubai")).toEqual(["United Arab Emirates"]);
    expect(names("UAE")).toEqual(["United Arab Emirates"]);
    expect(names("usa")).toEqual(["United States"]);
    expect(names("america")).toEqual(["United States"]);
    expect(names("schengen")).toEqual(["Switzerland", "France"]);
    expect(names("bangkok")).toEqual(["Thailand"]);
    expect(names("KL")).toContain("Malaysia");
  });

  it("treats special characters as plain text and never throws", () => {
    for (const query of [
      ".*",
      "(",
      ")",
      "[",
      "]",
      "\\",
      "^$",
      "+?",
      "{2}",
      "|",
      "<b>",
      "</script>",
      "%",
      "'\"",
      "😀",
    ]) {
      expect(() => searchDestinations(destinations, query), query).not.toThrow();
      expect(names(query), query).toEqual([]);
    }
    expect(names("B1/B2")).toEqual(["United States"]);
    expect(names("Approx.")).toEqual([]);
  });

  it("stays fast for a 10,000-character query", () => {
    const long = "a".repeat(10_000);
    const started = performance.now();
    expect(names(long)).toEqual([]);
    expect(suggest(destinations, long)).toBeNull();
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("accepts other item types with the same fields", () => {
    const list = [{ name: "Oman", details: "Muscat", visaStat: "New", alt: "Fort", keywords: ["GCC"], id: 1 }];
    expect(searchDestinations(list, "muscat")).toEqual(list);
  });
});

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
    expect(suggest(destinations, "thialand")).toEqual({ term: "Thailand", name: "Thailand" });
    expect(suggest(destinations, "Singapur")).toEqual({ term: "Singapore", name: "Singapore" });
    expect(suggest(destinations, "  canda ")).toEqual({ term: "Canada", name: "Canada" });
  });

  it("offers a keyword and the destination it belongs to", () => {
    expect(suggest(destinations, "dubay")).toEqual({ term: "Dubai", name: "United Arab Emirates" });
    expect(suggest(destinations, "bangkock")).toEqual({ term: "Bangkok", name: "Thailand" });
  });

  it("matches a word of a multi-word name", () => {
    expect(suggest(destinations, "lanca")).toEqual({ term: "Lanka", name: "Sri Lanka" });
  });

  it("the suggested term finds its destination", () => {
    for (const typo of ["thialand", "singapur", "dubay", "lanca", "frnace", "swizerland"]) {
      const suggestion = suggest(destinations, typo);
      expect(suggestion, typo).not.toBeNull();
      expect(names(suggestion!.term), typo).toContain(suggestion!.name);
    }
  });

  it("offers nothing for short, unrelated or special-character queries", () => {
    for (const query of ["", "ab", "xyzzy", "qwertyuiop", ".*", "((((", "<b>"]) {
      expect(suggest(destinations, query), query).toBeNull();
    }
  });
});
