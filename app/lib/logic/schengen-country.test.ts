import { describe, expect, it } from "vitest";
import { schengenCountry } from "./schengen-country";

describe("the Schengen state a trip is applied for at", () => {
  it("is the only state visited", () => {
    expect(schengenCountry([{ country: "CH", days: 6 }])).toEqual({ kind: "only", country: "CH" });
  });

  it("passes over a row left empty, as the helper's second row starts", () => {
    expect(
      schengenCountry([
        { country: "FR", days: 7 },
        { country: "", days: Number.NaN },
      ]),
    ).toEqual({ kind: "only", country: "FR" });
    expect(schengenCountry([{ country: "", days: Number.NaN }])).toBeNull();
  });

  it("is the state with the most days, wherever it comes in the trip", () => {
    expect(
      schengenCountry([
        { country: "FR", days: 4 },
        { country: "CH", days: 5 },
      ]),
    ).toEqual({ kind: "mostDays", country: "CH" });
  });

  it("with no one state of most days, is the state the trip enters first, naming the tied in order", () => {
    expect(
      schengenCountry([
        { country: "IT", days: 2 },
        { country: "FR", days: 4 },
        { country: "CH", days: 4 },
        { country: "DE", days: 4 },
      ]),
    ).toEqual({ kind: "enteredFirst", country: "IT", tied: ["FR", "CH", "DE"] });
  });

  it("counts a state entered twice as one stay, entered at its first", () => {
    expect(
      schengenCountry([
        { country: "FR", days: 2 },
        { country: "CH", days: 4 },
        { country: "FR", days: 2 },
      ]),
    ).toEqual({ kind: "enteredFirst", country: "FR", tied: ["FR", "CH"] });
  });

  it("has no answer while a stay lacks its state or a whole number of days above zero", () => {
    expect(schengenCountry([])).toBeNull();
    expect(schengenCountry([{ country: "", days: 3 }])).toBeNull();
    for (const days of [0, -1, 2.5, Number.NaN])
      expect(
        schengenCountry([
          { country: "FR", days: 3 },
          { country: "CH", days },
        ]),
      ).toBeNull();
  });
});
