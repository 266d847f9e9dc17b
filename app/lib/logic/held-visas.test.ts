import { describe, expect, it } from "vitest";
import { combinedAnswer } from "./held-visas";

const openings = {
  "us-visa": [
    { place: 0, rank: 1, uncertain: false, line: "Visa on arrival" },
    { place: 2, rank: 3, uncertain: false, line: "Transit without a visa" },
  ],
  "us-green-card": [
    { place: 0, rank: 1, uncertain: false, line: "Visa on arrival" },
    { place: 1, rank: 0, uncertain: false, line: "Entry without a visa" },
  ],
  "uk-visa": [{ place: 0, rank: 1, uncertain: true, line: "Visa on arrival" }],
  "japan-visa": [],
};

describe("what the holdings ticked open together", () => {
  it("gives each place the answer of the holding that saves the most, places sorted by it", () => {
    expect(combinedAnswer(openings, ["us-visa", "us-green-card"], 4)).toEqual({
      opened: [
        { place: 1, rank: 0, uncertain: false, line: "Entry without a visa", holding: "us-green-card" },
        { place: 0, rank: 1, uncertain: false, line: "Visa on arrival", holding: "us-visa" },
        { place: 2, rank: 3, uncertain: false, line: "Transit without a visa", holding: "us-visa" },
      ],
      unopened: [3],
    });
  });

  it("prefers an answer the sources do not doubt to one as good that they do", () => {
    expect(combinedAnswer(openings, ["uk-visa", "us-visa"], 3).opened[0]).toMatchObject({
      place: 0,
      holding: "us-visa",
    });
    expect(combinedAnswer(openings, ["uk-visa"], 3).opened).toEqual([
      { place: 0, rank: 1, uncertain: true, line: "Visa on arrival", holding: "uk-visa" },
    ]);
  });

  it("keeps the holding first in the list where two save the same", () => {
    expect(combinedAnswer(openings, ["us-green-card", "us-visa"], 3).opened[1]).toMatchObject({
      place: 0,
      holding: "us-green-card",
    });
  });

  it("opens nothing for a holding that opens nothing, or for none ticked", () => {
    expect(combinedAnswer(openings, ["japan-visa"], 3)).toEqual({ opened: [], unopened: [0, 1, 2] });
    expect(combinedAnswer(openings, [], 2)).toEqual({ opened: [], unopened: [0, 1] });
  });
});
