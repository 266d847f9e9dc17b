import { ArrowRight } from "lucide-react";

/** The holdings' pages as links, each with what it covers: the index's list and a holding page's others. */
export function HoldingLinks({ links }: { links: readonly { holding: string; name: string; about: string; href: string }[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {links.map((link) => (
        <li key={link.holding}>
          <a
            href={link.href}
            className="group flex h-full items-start justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink-200 hover:bg-brand-50 hover:ring-brand-300"
          >
            <span>
              <span className="block font-bold text-brand-800 group-hover:underline">{link.name}</span>
              <span className="mt-1 block text-sm leading-relaxed text-ink-600">{link.about}</span>
            </span>
            <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
