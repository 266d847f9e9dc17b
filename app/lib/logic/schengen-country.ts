/** A stop on a Schengen trip: a state (ISO 3166-1 code) and the days spent in it. */
export interface SchengenStay {
  country: string;
  days: number;
}

/**
 * Which Schengen state a trip is applied for at (shared.json's `schengenWhereToApply`): the
 * only one visited; else the one with the most days; with no one state of most days, the
 * "first port of entry", the state the whole trip enters first. `tied` names the states with
 * equal most days, in the order entered.
 */
export type SchengenAnswer =
  | { kind: "only"; country: string }
  | { kind: "mostDays"; country: string }
  | { kind: "enteredFirst"; country: string; tied: string[] };

/**
 * The state to apply to for stays listed in the order they are entered, or null while a stay
 * has no country or no whole number of days above zero; an empty row is passed over. A state listed twice (left and
 * entered again) counts its days together, entered at its first stay.
 */
export function schengenCountry(listed: readonly SchengenStay[]): SchengenAnswer | null {
  // A row left empty (neither a state nor days) is no stop: the helper starts with two rows.
  const stays = listed.filter(({ country, days }) => country || !Number.isNaN(days));
  if (stays.length === 0 || stays.some(({ country, days }) => !country || !Number.isInteger(days) || days < 1))
    return null;
  // A Map keeps the order its keys were first set in: the order of first entry.
  const daysIn = new Map<string, number>();
  for (const { country, days } of stays) daysIn.set(country, (daysIn.get(country) ?? 0) + days);
  const countries = [...daysIn.keys()];
  if (countries.length === 1) return { kind: "only", country: countries[0]! };
  const most = Math.max(...daysIn.values());
  const tied = countries.filter((code) => daysIn.get(code) === most);
  return tied.length === 1
    ? { kind: "mostDays", country: tied[0]! }
    : { kind: "enteredFirst", country: countries[0]!, tied };
}
