import { ArrowRight } from "lucide-react";
import { BulletList } from "~/components/ui/bullet-list";
import { textLinkClass } from "~/components/ui/text-link";
import type { GuideHeldVisas } from "~/lib/build/held-visa-view.server";

/**
 * Who can skip the visa with one held from another country (decision 0026): each entry of the
 * guide's `heldVisas` under a heading naming what it gives (entries giving the same share it),
 * and links to the pages of what each holding opens everywhere; then to all of them.
 */
export function HeldVisas({ heldVisas }: { heldVisas: GuideHeldVisas }) {
  return (
    <div id={heldVisas.anchor}>
      {heldVisas.groups.map(({ heading, entries }) => (
        <div key={heading}>
          <h3 className="mt-6 font-bold text-ink-950">{heading}</h3>
          {entries.map((entry) => (
            <div key={entry.id} className="mt-3">
              <p>{entry.who}</p>
              <BulletList items={entry.conditions} className="mt-2" />
              <p className="mt-2 text-sm text-ink-600">
                {heldVisas.opensElsewhere}{" "}
                {entry.links.map((link, index) => (
                  <span key={link.href}>
                    {index > 0 ? " · " : null}
                    <a href={link.href} className={textLinkClass}>
                      {link.label}
                    </a>
                  </span>
                ))}
              </p>
            </div>
          ))}
        </div>
      ))}
      <p className="mt-6">
        <a href={heldVisas.all.href} className={`inline-flex items-center gap-1.5 ${textLinkClass}`}>
          {heldVisas.all.label}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </p>
    </div>
  );
}
