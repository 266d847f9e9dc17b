import { ChevronRight } from "lucide-react";
import { JsonLd } from "~/components/json-ld";
import { breadcrumbListJsonLd } from "~/lib/logic/structured-data";

/** A page's trail, the last crumb being the page itself, with its structured data for search engines. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: readonly { name: string; path: string }[] }) {
  const current = crumbs.at(-1)!;
  return (
    <>
      <JsonLd data={breadcrumbListJsonLd(crumbs)} />
      <nav aria-label={label} className="print:hidden">
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-600">
          {/* Each separator opens the item after it, so a line never ends with one. */}
          {crumbs.slice(0, -1).map((crumb, index) => (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 && <CrumbSeparator />}
              <a href={crumb.path} className="underline-offset-4 hover:text-brand-800 hover:underline">
                {crumb.name}
              </a>
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <CrumbSeparator />
            <span aria-current="page" className="font-medium text-ink-900">
              {current.name}
            </span>
          </li>
        </ol>
      </nav>
    </>
  );
}

function CrumbSeparator() {
  return <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink-500" />;
}
