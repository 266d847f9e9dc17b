import { ArrowRight } from "lucide-react";

/**
 * The holdings' pages as links, each with what it covers: the index's list and a holding page's
 * others. On the index each has a box for the picker (`withBoxes`), named by the holding's name
 * and hidden without JavaScript, where the picker cannot answer.
 */
export function HoldingLinks({
  links,
  withBoxes = false,
}: {
  links: readonly { holding: string; name: string; about: string; href: string }[];
  withBoxes?: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li
          key={link.holding}
          className="flex rounded-2xl bg-white ring-1 ring-ink-200 has-checked:ring-2 has-checked:ring-brand-600"
        >
          {withBoxes ? (
            <label className="flex shrink-0 cursor-pointer items-start py-4 pr-1 pl-4 noscript:hidden">
              <input
                type="checkbox"
                data-holding={link.holding}
                aria-labelledby={`holding-${link.holding}`}
                // Kept above the picker's bar at the foot of a phone's screen when focused.
                className="mt-0.5 size-5 scroll-mb-24 accent-brand-700"
              />
            </label>
          ) : null}
          <a
            href={link.href}
            className="group flex flex-1 items-start justify-between gap-3 rounded-2xl p-4 hover:bg-brand-50"
          >
            <span>
              <span
                id={withBoxes ? `holding-${link.holding}` : undefined}
                className="block font-bold text-brand-800 group-hover:underline"
              >
                {link.name}
              </span>
              <span className="mt-1 block text-sm leading-relaxed text-ink-600">{link.about}</span>
            </span>
            <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
