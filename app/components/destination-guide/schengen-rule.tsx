import { type ReactNode, useId } from "react";
import type { SchengenView } from "~/lib/build/schengen-view.server";
import { Dating, type Labels } from "./guide-blocks";

/**
 * On a guide to a Schengen state, which state a trip through several is applied for at, dated
 * and sourced like every fact, then the helper island that works it out for a trip (`helper`).
 */
export function SchengenRule({
  schengen,
  labels,
  helper,
}: {
  schengen: Pick<SchengenView, "heading" | "rule" | "dating" | "evidence">;
  labels: Labels;
  helper?: ReactNode;
}) {
  const id = useId();
  return (
    <>
      <h3 className="mt-6 font-bold text-ink-950">{schengen.heading}</h3>
      <p id={id} className="mt-2">
        {schengen.rule}
      </p>
      <Dating fact={schengen} labels={labels} describedBy={id} />
      {helper}
    </>
  );
}
