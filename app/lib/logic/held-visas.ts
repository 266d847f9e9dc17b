/**
 * What the picker shows for the holdings ticked (decision 0026): for each place, the answer of
 * the holding that saves the most (the lowest rank: config/holdings.ts's order of entries), a
 * sure one before one the sources doubt, places sorted by it, then by the site's order; places
 * no ticked holding opens, apart.
 */

/** What one holding opens at one place: the place's index in the site's order, its rank and whether it is in doubt. */
export interface PickerOpening {
  place: number;
  rank: number;
  uncertain: boolean;
  line: string;
}

/** Which of two openings saves more: the lower rank, then the one not in doubt. */
const compare = (a: PickerOpening, b: PickerOpening) => a.rank - b.rank || Number(a.uncertain) - Number(b.uncertain);

export interface CombinedAnswer<Holding extends string> {
  opened: (PickerOpening & { holding: Holding })[];
  /** The places that no ticked holding opens, in the site's order. */
  unopened: number[];
}

export function combinedAnswer<Holding extends string>(
  openings: Record<Holding, readonly PickerOpening[]>,
  ticked: readonly Holding[],
  places: number,
): CombinedAnswer<Holding> {
  const best = new Map<number, PickerOpening & { holding: Holding }>();
  for (const holding of ticked)
    for (const opening of openings[holding]) {
      const known = best.get(opening.place);
      if (known === undefined || compare(opening, known) < 0) best.set(opening.place, { ...opening, holding });
    }
  return {
    opened: [...best.values()].sort((a, b) => compare(a, b) || a.place - b.place),
    unopened: Array.from({ length: places }, (_, place) => place).filter((place) => !best.has(place)),
  };
}
