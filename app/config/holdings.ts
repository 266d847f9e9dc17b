/**
 * What a traveller may already hold (docs/decisions/0026): a visa or permit of another country,
 * each with its page at `/visa-you-hold/<holding>`, in this order on the index and the picker.
 * Free of imports, as pages.ts is, so the build configuration and islands can import it.
 */
export const holdings = [
  "us-visa",
  "us-green-card",
  "uk-visa",
  "uk-residence-permit",
  "schengen-visa",
  "eu-residence-permit",
  "canada-visa-or-residence",
  "australia-visa",
  "japan-visa",
  "new-zealand-visa",
  "singapore-visa-or-pass",
  "south-korea-visa",
  "uae-residence-visa",
  "gcc-residence-permit",
] as const;

export type Holding = (typeof holdings)[number];

/**
 * What a holding opens at a destination, as its evidence says, from most to least saved: no
 * visa at all, a visa on arrival, an e-visa instead of a visa from an embassy, a stay without
 * a visa while in transit, or nothing (the evidence says so).
 */
export const heldVisaEntries = ["visa-free", "visa-on-arrival", "e-visa", "transit", "none"] as const;

export type HeldVisaEntry = (typeof heldVisaEntries)[number];
