import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { paths } from "~/config/pages";
import { site } from "~/config/site";
import { shell } from "~/content/shell";
import { launchToasts } from "~/content/toasts";
import { isCurrentPage } from "~/lib/paths";
import { toast } from "~/lib/toast-store";
import { cn } from "~/lib/utils";
import { LogoMark, Wordmark } from "./logo";

const MOBILE_MENU_ID = "mobile-menu";

function navLinkClass(isActive: boolean) {
  return cn(
    "rounded-lg px-3 py-2 text-[0.9375rem] font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
  );
}

function mobileNavLinkClass(isActive: boolean) {
  return cn(
    "flex min-h-12 items-center rounded-xl px-4 text-base font-medium",
    isActive ? "bg-brand-50 text-brand-800" : "text-ink-800 hover:bg-ink-100",
  );
}

interface NavItemsProps {
  pathname: string;
  linkClass: (isCurrent: boolean) => string;
  className: string;
  onNavigate?: () => void;
}

function NavItems({ pathname, linkClass, className, onNavigate }: NavItemsProps) {
  return (
    <ul className={className}>
      {site.nav.map((item) => {
        const isCurrent = isCurrentPage(pathname, item.to);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={isCurrent ? "page" : undefined}
              className={linkClass(isCurrent)}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpenOnKey(null);
      toggleRef.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!headerRef.current?.contains(event.target as Node)) setOpenOnKey(null);
    }
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [menuOpen]);

  const closeMenu = () => setOpenOnKey(null);
  const signIn = () => {
    closeMenu();
    toast(launchToasts.signIn);
  };

  return (
    <header
      data-site-header
      ref={headerRef}
      className="sticky top-0 z-50 flex min-h-[var(--header-height)] border-b border-ink-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      {/* At least 68 px; taller only when the visitor enlarges text, so nothing spills out. */}
      <div className="container-page flex items-center gap-3">
        <Link
          to={paths.home}
          aria-label={shell.homeLinkLabel}
          className="-ml-1 flex shrink-0 items-center gap-1.5 rounded-lg p-1 min-[360px]:gap-2"
          onClick={closeMenu}
        >
          <LogoMark />
          <Wordmark className="max-[359px]:text-base" />
        </Link>

        <nav aria-label={shell.header.mainNavLabel} className="ml-6 hidden lg:block">
          <NavItems pathname={location.pathname} linkClass={navLinkClass} className="flex items-center gap-1" />
        </nav>

        <div className="ml-auto flex items-center gap-1.5 min-[360px]:gap-2 sm:gap-3">
          <Badge variant="launch" className="max-[359px]:px-2 max-[359px]:text-[0.6875rem]">
            <span
              aria-hidden="true"
              className="size-1.5 rounded-full bg-saffron-600 motion-safe:animate-pulse max-[359px]:hidden"
            />
            {shell.header.launchBadge}
          </Badge>
          <Button variant="primary" size="sm" className="max-sm:hidden" onClick={signIn}>
            {shell.header.signIn}
          </Button>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="-mr-2 max-[359px]:size-9 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? shell.header.closeMenu : shell.header.openMenu}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
            data-menu-toggle
          >
            {menuOpen ? <X aria-hidden="true" className="size-6!" /> : <Menu aria-hidden="true" className="size-6!" />}
          </Button>
        </div>
      </div>

      <div
        id={MOBILE_MENU_ID}
        // A class, not the `hidden` attribute: the no-JavaScript style in root.tsx must be able to override it.
        className={cn(
          "absolute inset-x-0 top-full border-b border-ink-200 bg-white shadow-lg shadow-ink-950/5 lg:hidden",
          !menuOpen && "hidden",
        )}
        data-mobile-menu
      >
        <nav aria-label={shell.header.mobileNavLabel} className="container-page py-3">
          <NavItems
            pathname={location.pathname}
            linkClass={mobileNavLinkClass}
            className="flex flex-col gap-1"
            onNavigate={closeMenu}
          />
          <Button variant="primary" size="lg" className="mt-3 w-full sm:hidden" onClick={signIn}>
            {shell.header.signIn}
          </Button>
        </nav>
      </div>
    </header>
  );
}
