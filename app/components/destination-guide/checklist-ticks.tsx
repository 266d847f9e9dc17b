import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { readTicks, ticksKey, writeTicks } from "~/lib/logic/checklist-ticks";

/** The boxes of the static checklist inside the island, each naming its item (`data-item`). */
function boxesIn(root: HTMLElement): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>("input[type=checkbox][data-item]")];
}

const tickedIn = (root: HTMLElement) => boxesIn(root).flatMap((box) => (box.checked ? [box.dataset.item!] : []));

/** localStorage, which a browser may refuse (storage blocked): the ticks then last as long as the page. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, ticks: Iterable<string>): void {
  try {
    localStorage.setItem(key, writeTicks(ticks));
  } catch {
    // Not kept: the boxes still tick.
  }
}

/**
 * The checklist's ticks kept on the device, an island (docs/architecture.md). The list itself is
 * static HTML in its slot (`ChecklistGroups`), real checkboxes that tick without script; when
 * the island starts it ticks the boxes stored for this guide, keeps those ticked before it
 * started, and from then on stores every change. An item in two groups ticks in both.
 */
export function ChecklistTicks({
  guide,
  clearTicks,
  ticksKept,
  children,
}: {
  /** The guide's slug: its ticks are the same in every language. */
  guide: string;
  clearTicks: string;
  ticksKept: string;
  /** Static HTML: the checklist's groups and boxes. */
  children?: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const key = ticksKey(guide);

  useEffect(() => {
    const root = list.current!;
    const ticked = new Set([...readTicks(stored(key)), ...tickedIn(root)]);
    for (const box of boxesIn(root)) box.checked = ticked.has(box.dataset.item!);
    store(key, ticked);
    const onChange = ({ target }: Event) => {
      if (!(target instanceof HTMLInputElement) || !target.dataset.item) return;
      const { item } = target.dataset;
      for (const box of boxesIn(root)) if (box.dataset.item === item) box.checked = target.checked;
      // This item only, into what is stored: another tab's ticks since this page opened stay.
      const ticks = new Set(readTicks(stored(key)));
      if (target.checked) ticks.add(item);
      else ticks.delete(item);
      store(key, ticks);
    };
    root.addEventListener("change", onChange);
    return () => root.removeEventListener("change", onChange);
  }, [key]);

  return (
    <>
      <div ref={list}>{children}</div>
      {/* Shown once the island has started (Astro then drops `ssr`) and keeps the ticks; its room is
          kept before, so nothing moves as it starts. */}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden noscript:hidden [astro-island[ssr]_&]:invisible">
        <p className="text-sm text-ink-700">{ticksKept}</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            for (const box of boxesIn(list.current!)) box.checked = false;
            store(key, []);
          }}
        >
          {clearTicks}
        </Button>
      </div>
    </>
  );
}
