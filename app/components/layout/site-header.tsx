import { Menu, X } from "lucide-react";
import { LaunchMessage } from "~/components/launch-message";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { localizePath } from "~/config/locales";
import { navPages, paths } from "~/config/pages";
import { isCurrentPage } from "~/lib/logic/paths";
import { launchToastButtonProps } from "~/lib/inline-scripts/recorder";
import { useLocale } from "~/lib/hooks/use-locale";
import { usePagePath } from "~/lib/hooks/use-page-path";
import { useShellContent } from "~/lib/hooks/use-shell-content";
import { joinClasses } from "~/lib/logic/utils";
import { LanguageList, LanguageMenu } from "./language-control";
import { LogoMark, Wordmark } from "./logo";

const MOBILE_MENU_ID = "mobile-menu";
const MOBILE_LANGUAGES_ID = "mobile-languages";

function navLinkClass(isActive: boolean) {
  return joinClasses(
    "rounded-lg px-3 py-2 text-[0.9375rem] font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
  );
}

function mobileNavLinkClass(isActive: boolean) {
  return joinClasses(
    "flex min-h-12 items-center rounded-xl px-4 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-800 hover:bg-ink-100",
  );
}

interface NavItemsProps {
  pathname: string;
  linkClass: (isCurrent: boolean) => string;
  className: string;
}

function NavItems({ pathname, linkClass, className }: NavItemsProps) {
  const locale = useLocale();
  const { pageLabels } = useShellContent();
  return (
    <ul className={className}>
      {navPages.map((name) => {
        const to = localizePath(paths[name], locale);
        const isCurrent = isCurrentPage(pathname, to);
        return (
          <li key={name}>
            <a href={to} aria-current={isCurrent ? "page" : undefined} className={linkClass(isCurrent)}>
              {pageLabels[name]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Sign In, in the bar from the small breakpoint and in the menu below it: a launch toast (the menu closes first). */
function SignInButton({ size, className }: { size: "sm" | "lg"; className: string }) {
  const text = useShellContent();
  return (
    <Button variant="primary" size={size} className={className} {...launchToastButtonProps("signIn")}>
      {text.header.signIn}
    </Button>
  );
}

export function SiteHeader() {
  const { pathname } = usePagePath();
  const locale = useLocale();
  const text = useShellContent();
  // The menu is a native popover (decision 0007): it opens, closes on Escape and on a tap
  // outside with or without JavaScript. The inline recorder keeps its toggle's label in step.

  return (
    <header className="sticky top-0 z-50 flex min-h-[var(--header-height)] border-b border-ink-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* At least 68 px; taller only when the visitor enlarges text, so nothing spills out. */}
      <div className="container-page flex items-center gap-3">
        <a
          href={localizePath(paths.home, locale)}
          aria-label={text.homeLinkLabel}
          className="-ml-1 flex shrink-0 items-center gap-1.5 rounded-lg p-1 min-[360px]:gap-2"
        >
          <LogoMark />
          <Wordmark className="max-[359px]:text-base" />
        </a>

        {/* Tamil's names need some 1,090 px on one line: below 1280 px its bar keeps the menu
            button, as narrower screens do, rather than break its words mid-letter. */}
        <nav aria-label={text.header.mainNavLabel} className="ml-6 hidden lg:block lg:max-xl:taml:hidden">
          <NavItems pathname={pathname} linkClass={navLinkClass} className="flex items-center gap-1" />
        </nav>

        <div className="ml-auto flex items-center gap-1.5 min-[360px]:gap-2 sm:gap-3">
          <Badge variant="launch" className="max-[359px]:px-2 max-[359px]:text-2xs">
            <span
              aria-hidden="true"
              className="size-1.5 rounded-full bg-saffron-600 motion-safe:animate-pulse max-[359px]:hidden"
            />
            {text.header.launchBadge}
          </Badge>
          <LanguageMenu className={joinClasses(navLinkClass(false), "max-lg:hidden lg:max-xl:taml:hidden")} />
          <SignInButton size="sm" className="max-sm:hidden" />
          <Button
            variant="ghost"
            size="icon"
            className="-mr-2 max-[359px]:size-9 lg:hidden lg:max-xl:taml:inline-flex"
            popoverTarget={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label={text.header.openMenu}
            data-label-closed={text.header.openMenu}
            data-label-open={text.header.closeMenu}
          >
            {/* The icon follows the popover itself, so it is right with JavaScript off too. */}
            <Menu aria-hidden="true" className="size-6! [header:has(:popover-open)_&]:hidden" />
            <X aria-hidden="true" className="hidden size-6! [header:has(:popover-open)_&]:block" />
          </Button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        popover="auto"
        // Below the bar, full width: the top layer does not inherit the header's box.
        className="fixed inset-x-0 top-[var(--header-height)] bottom-auto m-0 w-full max-w-none border-0 border-b border-ink-200 bg-white p-0 text-ink-950 shadow-lg shadow-ink-950/5 lg:hidden lg:max-xl:taml:open:block"
      >
        <div className="container-page py-3">
          <nav aria-label={text.header.mobileNavLabel}>
            <NavItems pathname={pathname} linkClass={mobileNavLinkClass} className="flex flex-col gap-1" />
          </nav>
          <div className="mt-2 border-t border-ink-200 pt-2">
            <p id={MOBILE_LANGUAGES_ID} className="px-4 py-1 text-xs font-semibold text-ink-600">
              {text.header.language}
            </p>
            <LanguageList
              aria-labelledby={MOBILE_LANGUAGES_ID}
              className="grid grid-cols-2 gap-1"
              linkClassName={joinClasses(
                mobileNavLinkClass(false),
                "aria-[current]:bg-brand-50 aria-[current]:text-brand-800",
              )}
            />
          </div>
          <SignInButton size="lg" className="mt-3 w-full sm:hidden" />
          <LaunchMessage className="mt-3 rounded-xl bg-saffron-100 px-4 py-3 text-sm text-saffron-900" />
        </div>
      </div>
    </header>
  );
}
