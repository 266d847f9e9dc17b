import type { LucideIcon } from "lucide-react";

/** The heading block that opens a page section. */
export interface SectionIntro {
  eyebrow: string;
  title: string;
  intro: string;
}

/**
 * A list of items from text keyed by id (per language) and an icon per id, in the icons'
 * order: the order and the icons are facts of the page, not of a language.
 */
export function withIcons<Id extends string, T>(
  text: Record<Id, T>,
  icons: Record<Id, LucideIcon>,
): (T & { id: Id; icon: LucideIcon })[] {
  return (Object.keys(icons) as Id[]).map((id) => ({ ...text[id], id, icon: icons[id] }));
}
