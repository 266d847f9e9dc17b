import { describe, expect, it } from "vitest";
import { letterOf } from "../../tests/pages";
import { specDestinations } from "../../tests/spec-destinations";
import { destinations } from "./destinations";

/** A Devanagari letter (vowel or consonant), not just a mark, digit or danda. */
const devanagariLetter = letterOf("Deva");

describe("destinations", () => {
  it("lists the 12 required destinations in order with their processing times and badges", () => {
    expect(destinations.en.map(({ name, getTime, visaStat }) => [name, getTime, visaStat])).toEqual(specDestinations);
  });

  it("has unique names and URL-safe unique slugs", () => {
    expect(new Set(destinations.en.map((d) => d.name)).size).toBe(12);
    expect(new Set(destinations.en.map((d) => d.slug)).size).toBe(12);
    for (const { slug } of destinations.en) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("fills every field", () => {
    for (const destination of destinations.en) {
      for (const [field, value] of Object.entries(destination)) {
        if (field === "spellings") continue;
        if (Array.isArray(value)) {
          expect(value.length, `${destination.name}.${field}`).toBeGreaterThan(0);
          for (const keyword of value) expect(keyword.trim(), `${destination.name}.${field}`).not.toBe("");
        } else {
          expect(String(value).trim(), `${destination.name}.${field}`).not.toBe("");
        }
      }
    }
  });

  it("uses base photo URLs on images.unsplash.com, one photo per destination", () => {
    for (const { imageUrl } of destinations.en) {
      const url = new URL(imageUrl);
      expect(url.protocol).toBe("https:");
      expect(url.host).toBe("images.unsplash.com");
      expect(url.search).toBe("");
      expect(url.pathname).toMatch(/^\/photo-\d+-[0-9a-f]+$/);
    }
    expect(new Set(destinations.en.map((d) => d.imageUrl)).size).toBe(12);
  });

  it("keeps details to two or three sentences without prices", () => {
    for (const { name, details } of destinations.en) {
      const sentences = details.split(/(?<=\.)\s+/).length;
      expect(sentences, name).toBeGreaterThanOrEqual(2);
      expect(sentences, name).toBeLessThanOrEqual(3);
      expect(details, name).not.toMatch(/₹|\bRs\.?\s|\bINR\b|\$|€/);
    }
  });

  it("gives travellers the common names they type", () => {
    const keywordsOf = (name: string) => destinations.en.find((d) => d.name === name)?.keywords ?? [];
    expect(keywordsOf("United Arab Emirates")).toEqual(
      expect.arrayContaining(["Dubai", "Abu Dhabi", "UAE", "Emirates"]),
    );
    expect(keywordsOf("United States")).toEqual(expect.arrayContaining(["USA", "America", "US"]));
    expect(keywordsOf("Switzerland")).toContain("Schengen");
    expect(keywordsOf("France")).toContain("Schengen");
  });
});

describe("destinations in Hindi", () => {
  const pairs = destinations.en.map((en, index) => [en, destinations.hi[index]!] as const);

  it("lists the same 12 destinations, in the same order, with the same photos", () => {
    expect(destinations.hi.map((d) => d.slug)).toEqual(destinations.en.map((d) => d.slug));
    expect(destinations.hi.map((d) => d.imageUrl)).toEqual(destinations.en.map((d) => d.imageUrl));
  });

  it("has unique Hindi names", () => {
    expect(new Set(destinations.hi.map((d) => d.name)).size).toBe(12);
  });

  it("writes every visible field in Devanagari, not as the English text", () => {
    for (const [en, hi] of pairs) {
      for (const field of ["name", "visaStat", "getTime", "details", "alt"] as const) {
        expect(hi[field], `${en.slug}.${field}`).toMatch(devanagariLetter);
        expect(hi[field], `${en.slug}.${field}`).not.toBe(en[field]);
        expect(hi[field].trim(), `${en.slug}.${field}`).toBe(hi[field]);
      }
    }
  });

  it("gives the same processing times as the English list", () => {
    const numbers = (text: string) => text.match(/\d+/g) ?? [];
    for (const [en, hi] of pairs) expect(numbers(hi.getTime), en.slug).toEqual(numbers(en.getTime));
    // The same English wording ("Varies (Plan Ahead)") reads the same in Hindi too.
    for (const [en, hi] of pairs) {
      for (const [otherEn, otherHi] of pairs) {
        if (en.getTime === otherEn.getTime) expect(hi.getTime, `${en.slug}, ${otherEn.slug}`).toBe(otherHi.getTime);
      }
    }
  });

  it("keeps details to two to four sentences without prices", () => {
    for (const { slug, details } of destinations.hi) {
      const sentences = details.split(/(?<=[।.])\s+/).length;
      expect(sentences, slug).toBeGreaterThanOrEqual(2);
      expect(sentences, slug).toBeLessThanOrEqual(4);
      expect(details, slug).toMatch(/।$/);
      expect(details, slug).not.toMatch(/₹|\bRs\.?\s|\bINR\b|\$|€|रुपये|रुपए/);
    }
  });

  it("keeps each language's name and keywords as the other's keywords, so either script finds either card", () => {
    const latin = (terms: readonly string[]) => terms.filter((term) => !devanagariLetter.test(term));
    const hindi = (terms: readonly string[]) => terms.filter((term) => devanagariLetter.test(term));
    for (const [en, hi] of pairs) {
      expect(hi.keywords, en.slug).toEqual(expect.arrayContaining([en.name, ...latin(en.keywords)]));
      expect(en.keywords, en.slug).toEqual(expect.arrayContaining([hi.name, ...hindi(hi.keywords)]));
      expect([...(en.spellings ?? [])].sort(), en.slug).toEqual([...(hi.spellings ?? [])].sort());
      expect(hi.keywords.filter((keyword) => devanagariLetter.test(keyword)).length, en.slug).toBeGreaterThan(0);
      for (const keyword of hi.keywords) expect(keyword.trim(), en.slug).not.toBe("");
    }
  });

  it("gives travellers the Hindi names they type", () => {
    const keywordsOf = (slug: string) => destinations.hi.find((d) => d.slug === slug)?.keywords ?? [];
    expect(keywordsOf("united-arab-emirates")).toEqual(expect.arrayContaining(["दुबई", "अबू धाबी", "यूएई"]));
    expect(keywordsOf("united-states")).toEqual(expect.arrayContaining(["अमेरिका", "यूएसए"]));
    expect(keywordsOf("switzerland")).toContain("शेंगेन");
    expect(keywordsOf("france")).toContain("शेंगेन");
    expect(keywordsOf("thailand")).toContain("थाइलैंड");
  });
});
