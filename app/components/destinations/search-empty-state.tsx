import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";
import type { Suggestion } from "~/lib/logic/search-suggestion";
import { fillTemplate } from "~/lib/logic/template";
import type { DestinationsContent } from "./destinations-page";

interface SearchEmptyStateProps {
  suggestion: Suggestion | null;
  onApply: (query: string) => void;
  text: DestinationsContent["text"]["empty"];
  /** Shown under the empty-state text, e.g. the not-covered notice. */
  children?: ReactNode;
}

/** No destination matches: a hint, a suggestion when the query looks like a typo, and Show All. */
export function SearchEmptyState({ suggestion, onApply, text, children }: SearchEmptyStateProps) {
  return (
    <div
      data-search-empty
      className="mt-4 flex flex-col items-center rounded-2xl border border-dashed border-ink-300 bg-ink-50 px-4 py-14 text-center sm:px-6"
    >
      <IconTile tone="plain" shape="round" className="shadow-sm ring-1 ring-ink-200">
        <SearchX aria-hidden="true" className="size-6" />
      </IconTile>
      <p className="mt-4 text-lg font-semibold text-balance text-ink-950">{text.title}</p>
      <p className="mt-1.5 text-balance text-ink-600">{text.hint}</p>
      {suggestion ? (
        // Balanced, so the end of the question ("था?") is not left alone on a line.
        <p className="mt-5 text-balance text-ink-800">
          {text.didYouMean}
          <Button
            variant="link"
            size="inline"
            className="min-h-6 text-base underline decoration-brand-300 hover:decoration-brand-700"
            onClick={() => onApply(suggestion.term)}
          >
            {suggestion.term}
          </Button>
          {suggestion.term === suggestion.name
            ? text.suggestionEnd.sameName
            : fillTemplate(text.suggestionEnd.otherName, { name: suggestion.name })}
        </p>
      ) : null}
      {children}
      {/* On phones it may wrap: Tamil's label is wider than the box at 320 px. */}
      <Button
        variant="outline"
        className="mt-6 max-w-full max-sm:h-auto max-sm:min-h-11 max-sm:py-2 max-sm:text-balance max-sm:whitespace-normal"
        onClick={() => onApply("")}
      >
        {text.showAll}
      </Button>
    </div>
  );
}
