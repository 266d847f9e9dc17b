/** A stop on a Schengen trip: a state (ISO 3166-1 code) and the nights spent in it. */
export interface SchengenStay {
  country: string;
  nights: number;
}

/**
 * Which Schengen state a trip is applied for at (shared.json's `schengenWhereToApply`): the
 * only one visited; else the one with the most days; with no one state of most days, the
 * "first port of entry", the state the whole trip enters first. `tied` names the states with
 * equal most days, in the order entered.
 */
export type SchengenAnswer =
  | { kind: "only"; country: string }
  | { kind: "mostNights"; country: string }
  | { kind: "enteredFirst"; country: string; tied: string[] };

/**
 * The state to apply to for stays listed in the order they are entered, or null while a stay
 * has no country or no whole number of nights above zero. A state listed twice (left and
 * entered again) counts its nights together, entered at its first stay.
 */
export function schengenCountry(stays: readonly SchengenStay[]): SchengenAnswer | null {
  if (stays.length === 0 || stays.some(({ country, nights }) => !country || !Number.isInteger(nights) || nights < 1))
    return null;
  // A Map keeps the order its keys were first set in: the order of first entry.
  const nightsIn = new Map<string, number>();
  for (const { country, nights } of stays) nightsIn.set(country, (nightsIn.get(country) ?? 0) + nights);
  const countries = [...nightsIn.keys()];
  if (countries.length === 1) return { kind: "only", country: countries[0]! };
  const most = Math.max(...nightsIn.values());
  const tied = countries.filter((code) => nightsIn.get(code) === most);
  return tied.length === 1
    ? { kind: "mostNights", country: tied[0]! }
    : { kind: "enteredFirst", country: countries[0]!, tied };
}
