import type { ReactNode } from "react";
import { Eyebrow } from "~/components/ui/eyebrow";
import { IconTile } from "~/components/ui/icon-tile";
import { localizePath } from "~/config/locales";
import { footerPages, legalPages, paths } from "~/config/pages";
import { supportChannelIcons } from "~/components/support-links";
import { externalLinkProps } from "~/lib/logic/links";
import { useLocale } from "~/lib/hooks/use-locale";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";
import { LogoMark, Wordmark } from "./logo";
import { StoreBadges } from "./store-badges";

/** A footer column's heading, labelling the landmark around it. */
function ColumnHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Eyebrow as="h2" tone="inverse" id={id}>
      {children}
    </Eyebrow>
  );
}

interface FooterListProps {
  as: "nav" | "section";
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}

/** A footer column of a heading and a list, the heading labelling the landmark. */
function FooterList({ as: Landmark, id, title, className, children }: FooterListProps) {
  return (
    <Landmark aria-labelledby={id}>
      <ColumnHeading id={id}>{title}</ColumnHeading>
      <ul className={joinClasses("mt-4 space-y-3", className)}>{children}</ul>
    </Landmark>
  );
}

export function SiteFooter() {
  const locale = useLocale();
  const text = useShellContent();
  const { footer } = text;
  return (
    // Below the first screen on every page. Its placeholder is at least as tall as the footer
    // at each width in every language (the tallest, Tamil's, measured 1327, 881, 784 and 611 px
    // at 320, 640, 768 and 1024 px), so the dark background stays under its text while layout
    // is skipped; one size for all, so a new language needs no rule of its own.
    <footer className="bg-ink-950 text-ink-300 render-when-near [contain-intrinsic-size:auto_84rem] sm:[contain-intrinsic-size:auto_56rem] md:[contain-intrinsic-size:auto_50rem] lg:[contain-intrinsic-size:auto_40rem]">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1.3fr] lg:gap-12">
        <div>
          <a
            href={localizePath(paths.home, locale)}
            aria-label={text.homeLinkLabel}
            className="inline-flex items-center gap-2 rounded-lg"
          >
            <LogoMark />
            <Wordmark inverse />
          </a>
          <p className="mt-4 text-base font-semibold text-white">{text.tagline}</p>
          <p className="mt-2 max-w-xs text-sm leading-relaxed">{footer.blurb}</p>
        </div>

        <FooterList as="nav" id="footer-quick-links" title={footer.quickLinksTitle} className="text-[0.9375rem]">
          {footerPages.map((name) => (
            <li key={name}>
              <a
                href={localizePath(paths[name], locale)}
                className="rounded text-ink-300 transition-colors hover:text-white"
              >
                {text.pageLabels[name]}
              </a>
            </li>
          ))}
        </FooterList>

        <FooterList as="section" id="footer-support" title={footer.supportTitle}>
          {text.supportChannels.map(({ id, label, href }) => {
            const Icon = supportChannelIcons[id];
            return (
              <li key={id}>
                <a href={href} {...externalLinkProps(href)} className="group flex items-start gap-3 rounded-lg">
                  <IconTile tone="glass" size="sm" shape="lg" className="mt-0.5 group-hover:bg-white/15">
                    <Icon aria-hidden="true" className="size-4.5" />
                  </IconTile>
                  <span className="min-w-0">
                    <span className="block text-[0.9375rem] font-medium text-white group-hover:underline">{label}</span>
                    {/* Breaks inside a word (the e-mail address) only when it would not fit its line. */}
                    <span className="block text-sm wrap-anywhere text-ink-400">{footer.channelDetail[id]}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </FooterList>

        <section aria-labelledby="footer-app">
          <ColumnHeading id="footer-app">{footer.appTitle}</ColumnHeading>
          <p className="mt-4 mb-4 text-sm leading-relaxed">{footer.appDescription}</p>
          <StoreBadges />
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page py-6 text-sm">
          <p className="max-w-3xl leading-relaxed">{text.notAffiliated}</p>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
            <p>{footer.copyright}</p>
            {legalPages.map((name) => (
              <a
                key={name}
                href={localizePath(paths[name], locale)}
                className="rounded text-ink-300 underline hover:text-white"
              >
                {text.pageLabels[name]}
              </a>
            ))}
            <p className="sm:ml-auto">{text.credit}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
