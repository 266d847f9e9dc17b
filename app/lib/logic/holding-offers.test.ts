import { describe, expect, it } from "vitest";
import { foldForSearch } from "./destination-search";
import { offersFor } from "./holding-offers";

const offers = [
  { href: "/visa-you-hold/us-visa", label: "What your US visa opens", terms: ["us visa", "b1/b2"] },
  { href: "/visa-you-hold/us-green-card", label: "What your US green card opens", terms: ["green card"] },
  { href: "/hi/visa-you-hold/schengen-visa", label: "शेंगेन", terms: ["शेंगेन वीज़ा"] },
];
const found = (query: string) => offersFor(query, offers, foldForSearch).map(({ href }) => href);

describe("the held visas' pages a search offers", () => {
  it("offers a holding's page for its terms anywhere in the query, whole words only", () => {
    expect(found("UAE visa on arrival with US visa")).toEqual(["/visa-you-hold/us-visa"]);
    expect(found("green card canada")).toEqual(["/visa-you-hold/us-green-card"]);
    expect(found("bus visa")).toEqual([]);
    expect(found("us visas")).toEqual([]);
  });

  it("reads terms and queries parted alike, and folds them as the search does", () => {
    expect(found("b1 b2")).toEqual(["/visa-you-hold/us-visa"]);
    expect(found("B1/B2, green card")).toEqual(["/visa-you-hold/us-visa", "/visa-you-hold/us-green-card"]);
    expect(found("शेंगेन वीजा")).toEqual(["/hi/visa-you-hold/schengen-visa"]);
  });

  it("offers nothing for a blank query", () => {
    expect(found("  ")).toEqual([]);
  });
});
