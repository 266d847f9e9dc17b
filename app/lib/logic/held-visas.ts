/**
 * What the picker shows for the holdings ticked (decision 0026): for each place, the answer of
 * the holding that saves the most (the lowest rank: config/holdings.ts's order of entries),
 * places sorted by it, then by the site's order; places no ticked holding opens, apart.
 */

/** What one holding opens at one place: the place's index in the site's order, and its rank. */
export interface PickerOpening {
  place: number;
  rank: number;
  line: string;
}

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
      if (known === undefined || opening.rank < known.rank) best.set(opening.place, { ...opening, holding });
    }
  return {
    opened: [...best.values()].sort((a, b) => a.rank - b.rank || a.place - b.place),
    unopened: Array.from({ length: places }, (_, place) => place).filter((place) => !best.has(place)),
  };
}
