import { Eyebrow } from "~/components/ui/eyebrow";
import type { SectionIntro } from "~/content/section";
import { joinClasses } from "~/lib/logic/utils";

interface SectionHeadingProps extends SectionIntro {
  /** Id of the h2, for the section's `aria-labelledby`. */
  id: string;
  align?: "center" | "start";
  className?: string;
}

/** Eyebrow, h2 and introduction that open a content section. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center", className }: SectionHeadingProps) {
  return (
    <div className={joinClasses("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id} className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{intro}</p>
    </div>
  );
}
