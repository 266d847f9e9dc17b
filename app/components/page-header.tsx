import type { ReactNode } from "react";
import { joinClasses } from "~/lib/logic/utils";

interface PageHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The opening band of an inner page: optional badge, the page's h1 and an introduction. */
export function PageHeader({ eyebrow, title, intro, children, className }: PageHeaderProps) {
  return (
    <section
      className={joinClasses(
        "relative overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 to-white",
        className,
      )}
    >
      <div className="container-page py-14 text-center sm:py-20">
        {eyebrow ? <div className="mb-5 flex justify-center">{eyebrow}</div> : null}
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">
          {title}
        </h1>
        {intro ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600">{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
