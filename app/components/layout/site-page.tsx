import type { ComponentType, ReactNode } from "react";
import type { Locale } from "~/config/locales";
import type { ShellContent } from "~/lib/build/page-content.server";
import { LocaleContext } from "~/lib/hooks/use-locale";
import { PagePathContext } from "~/lib/hooks/use-page-path";
import { ShellContext } from "~/lib/hooks/use-shell-content";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** What every page's components may read: its language, address and the shell's words (docs/architecture.md). */
export interface PageFrame {
  locale: Locale;
  /** The page's address, with its language prefix ("/hi/destinations"). */
  pathname: string;
  shell: ShellContent;
  /** False for a not-found page: the language control then leads to the other languages' home pages. */
  hasLanguageTwin: boolean;
}

/**
 * The contexts of a page around a tree that Astro renders on its own: the page's body in its
 * shell, and each static part an island holds (the Destinations cards), which Astro renders as
 * a tree of its own, outside the page's.
 */
export function PageContexts({ page, children }: { page: PageFrame; children: ReactNode }) {
  return (
    <LocaleContext value={page.locale}>
      <ShellContext value={page.shell}>
        <PagePathContext value={{ pathname: page.pathname, hasLanguageTwin: page.hasLanguageTwin }}>
          {children}
        </PagePathContext>
      </ShellContext>
    </LocaleContext>
  );
}

/**
 * A whole page as one React tree, rendered to HTML at build: the skip link, the header, the
 * page's body in <main> and the footer. `Body` is the page's component and `body` its props;
 * any other prop is an island the page file passes in as a named slot (`planner`, `search`),
 * handed on to the body, which places it.
 */
export function SitePage<Props extends object>({
  page,
  Body,
  body,
  ...islands
}: {
  page: PageFrame;
  Body: ComponentType<Props>;
  body: Props;
} & Record<string, ReactNode | unknown>) {
  return (
    <PageContexts page={page}>
      <a
        href="#main"
        // Focused, it covers the whole header as an opaque bar, so nothing behind shows through.
        className="sr-only z-[60] bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:inset-x-0 focus:top-0 focus:flex focus:min-h-[var(--header-height)] focus:items-center focus:justify-center focus:px-4 focus:shadow-lg focus:-outline-offset-[6px] focus:outline-white"
      >
        {page.shell.skipLink}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Body {...body} {...islands} />
      </main>
      <SiteFooter />
    </PageContexts>
  );
}
