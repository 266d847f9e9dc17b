import { describe, expect, it } from "vitest";
import { destinations } from "~/content/destinations";
import { uncoveredPlaces } from "~/content/not-covered";
import { searchDestinations, suggest } from "./destination-search";
import { uncoveredPlace } from "./not-covered";

const named = (query: string) => uncoveredPlace(uncoveredPlaces, query)?.name ?? null;

describe("uncoveredPlace", () => {
  it("names a country or well-known place we do not list", () => {
    expect(named("japan")).toBe("Japan");
    expect(named("bali")).toBe("Bali (Indonesia)");
    expect(named("Australia")).toBe("Australia");
    expect(named("indonesia")).toBe("Indonesia");
    expect(named("London")).toBe("the United Kingdom");
    expect(named("uk")).toBe("the United Kingdom");
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

  it("has no alias that a covered destination's name or keyword already is", () => {
    const covered = new Set(destinations.flatMap((d) => [d.name, ...d.keywords].map((term) => term.toLowerCase())));
    const aliases = uncoveredPlaces.flatMap((place) => place.aliases);
    expect(aliases.filter((alias) => covered.has(alias))).toEqual([]);
    expect(new Set(aliases).size).toBe(aliases.length);
  });
});

describe("suggestions next to uncovered places", () => {
  it("gives no misleading 'Did you mean' for the correct names the old fragments caught", () => {
    expect(suggest(destinations, "spain")?.term).not.toBe("San");
    expect(suggest(destinations, "china")?.term).not.toBe("Chi");
  });

  it("still suggests the destination for a real typo", () => {
    expect(suggest(destinations, "dubay")).toEqual({ term: "Dubai", name: "United Arab Emirates" });
    expect(suggest(destinations, "thialand")?.name).toBe("Thailand");
    expect(suggest(destinations, "swizerland")?.name).toBe("Switzerland");
  });

  it("finds no card for 'japan' or 'bali', so the empty state names them", () => {
    expect(searchDestinations(destinations, "japan")).toEqual([]);
    expect(searchDestinations(destinations, "bali")).toEqual([]);
  });
});
