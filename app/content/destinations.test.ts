import { describe, expect, it } from "vitest";
import { specDestinations } from "../../tests/spec-destinations";
import { destinations } from "./destinations";

describe("destinations", () => {
  it("lists the 12 required destinations in order with their processing times and badges", () => {
    expect(destinations.map(({ name, getTime, visaStat }) => [name, getTime, visaStat])).toEqual(specDestinations);
  });

  it("has unique names and URL-safe unique slugs", () => {
    expect(new Set(destinations.map((d) => d.name)).size).toBe(12);
    expect(new Set(destinations.map((d) => d.slug)).size).toBe(12);
    for (const { slug } of destinations) expect(slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it("fills every field", () => {
    for (const destination of destinations) {
      for (const [field, value] of Object.entries(destination)) {
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
    for (const { imageUrl } of destinations) {
      const url = new URL(imageUrl);
      expect(url.protocol).toBe("https:");
      expect(url.host).toBe("images.unsplash.com");
      expect(url.search).toBe("");
      expect(url.pathname).toMatch(/^\/photo-\d+-[0-9a-f]+$/);
    }
    expect(new Set(destinations.map((d) => d.imageUrl)).size).toBe(12);
  });

  it("keeps details to two or three sentences without prices", () => {
    for (const { name, details } of destinations) {
      const sentences = details.split(/(?<=\.)\s+/).length;
      expect(sentences, name).toBeGreaterThanOrEqual(2);
      expect(sentences, name).toBeLessThanOrEqual(3);
      expect(details, name).not.toMatch(/₹|\bRs\.?\s|\bINR\b|\$|€/);
    }
  });

  it("gives travellers the common names they type", () => {
    const keywordsOf = (name: string) => destinations.find((d) => d.name === name)?.keywords ?? [];
    expect(keywordsOf("United Arab Emirates")).toEqual(
      expect.arrayContaining(["Dubai", "Abu Dhabi", "UAE", "Emirates"]),
    );
    expect(keywordsOf("United States")).toEqual(expect.arrayContaining(["USA", "America", "US"]));
    expect(keywordsOf("Switzerland")).toContain("Schengen");
    expect(keywordsOf("France")).toContain("Schengen");
  });
});
