import type { LucideIcon } from "lucide-react";

/**
 * A list of items from text keyed by id (one language's, from its content module) and an
 * icon per id, in the icons' order: the order and the icons are facts of the page, not of a
 * language, and components are not words.
 */
export function withIcons<Id extends string, T>(
  text: Record<Id, T>,
  icons: Record<Id, LucideIcon>,
): (T & { id: Id; icon: LucideIcon })[] {
  return (Object.keys(icons) as Id[]).map((id) => ({ ...text[id], id, icon: icons[id] }));
}
