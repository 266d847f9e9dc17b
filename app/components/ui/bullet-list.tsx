import { joinClasses } from "~/lib/logic/utils";

/** A list of sentences with the brand's bullets: a guide's unknowns and warnings, a held visa's conditions. */
export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={joinClasses("list-disc space-y-1.5 pl-5 marker:text-brand-500", className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
