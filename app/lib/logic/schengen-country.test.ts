import { describe, expect, it } from "vitest";
import { schengenCountry } from "./schengen-country";

describe("the Schengen state a trip is applied for at", () => {
  it("is the only state visited", () => {
    expect(schengenCountry([{ country: "CH", nights: 6 }])).toEqual({ kind: "only", country: "CH" });
  });

  it("is the state with the most nights, wherever it comes in the trip", () => {
    expect(
      schengenCountry([
        { country: "FR", nights: 4 },
        { country: "CH", nights: 5 },
      ]),
    ).toEqual({ kind: "mostNights", country: "CH" });
  });

  it("with no one state of most nights, is the state the trip enters first, naming the tied in order", () => {
    expect(
      schengenCountry([
        { country: "IT", nights: 2 },
        { country: "FR", nights: 4 },
        { country: "CH", nights: 4 },
        { country: "DE", nights: 4 },
      ]),
    ).toEqual({ kind: "enteredFirst", country: "IT", tied: ["FR", "CH", "DE"] });
  });

  it("counts a state entered twice as one stay, entered at its first", () => {
    expect(
      schengenCountry([
        { country: "FR", nights: 2 },
        { country: "CH", nights: 4 },
        { country: "FR", nights: 2 },
      ]),
    ).toEqual({ kind: "enteredFirst", country: "FR", tied: ["FR", "CH"] });
  });

  it("has no answer while a stay lacks its state or a whole number of nights above zero", () => {
    expect(schengenCountry([])).toBeNull();
    expect(schengenCountry([{ country: "", nights: 3 }])).toBeNull();
    for (const nights of [0, -1, 2.5, Number.NaN])
      expect(
        schengenCountry([
          { country: "FR", nights: 3 },
          { country: "CH", nights },
        ]),
      ).toBeNull();
  });
});
