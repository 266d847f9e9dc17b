/**
 * The ticks of a guide's checklist, kept in the browser's localStorage under one key per guide
 * (the same in every language, as the items' ids are): a JSON array of the ticked items' ids.
 */
export function ticksKey(guide: string): string {
  return `visaudaan:checklist:${guide}`;
}

/** The ids a stored value holds; nothing for a missing, unreadable or foreign value. */
export function readTicks(stored: string | null): Set<string> {
  try {
    const parsed: unknown = JSON.parse(stored ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

/** The value to store for these ticks, in a stable order. */
export function writeTicks(ticks: Iterable<string>): string {
  return JSON.stringify([...new Set(ticks)].sort());
}
