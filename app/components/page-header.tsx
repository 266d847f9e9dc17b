import type { ReactNode } from "react";
import { joinClasses } from "~/lib/logic/utils";

/** The opening band of an inner page, around its heading (and, on Destinations, the search box). */
export function PageHeaderBand({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={joinClasses(
        "relative overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 to-white",
        className,
      )}
    >
      <div className="container-page py-14 text-center sm:py-20">{children}</div>
    </section>
  );
}

interface PageHeadingProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
}

/** An inner page's optional badge, h1 and introduction. */
export function PageHeading({ eyebrow, title, intro }: PageHeadingProps) {
  return (
    <>
      {eyebrow ? <div className="mb-5 flex justify-center">{eyebrow}</div> : null}
      <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl">
        {title}
      </h1>
      {intro ? (
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600">{intro}</p>
      ) : null}
    </>
  );
}

/** The opening band of an inner page: optional badge, the page's h1 and an introduction. */
export function PageHeader({
  children,
  className,
  ...heading
}: PageHeadingProps & { children?: ReactNode; className?: string }) {
  return (
    <PageHeaderBand className={className}>
      <PageHeading {...heading} />
      {children}
    </PageHeaderBand>
  );
}
