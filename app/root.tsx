import { type ReactNode, useEffect, useLayoutEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { JsonLd } from "./components/json-ld";
import { type Locale, type Localized, localeOf, localeSettings, localizePath } from "./config/locales";
import { layoutRouteId, paths } from "./config/pages";
import { errorText, type ErrorText } from "./content/error";
import { earlyInteractionScript, replayEarlyTaps } from "./lib/inline-scripts/early-interaction";
import type { ShellContent } from "./lib/build/page-content.server";
import { jsonForScript, siteJsonLd } from "./lib/logic/structured-data";
import { LocaleContext, useLocale } from "./lib/hooks/use-locale";
import appCss from "./app.css?url";
import interFont from "./assets/fonts/inter-subset-wght.woff2?url";
// Inline (1.4 KiB): Chromium asks for the favicon when the page has loaded, which on a slow
// link is before the first paint, and the request would share the bandwidth with the font.
import favicon from "./assets/favicon-48.png?inline";

// The build inlines the whole stylesheet into every page (scripts/build/inline-stylesheet.mjs);
// the dev server links it. Exported, so the production build emits it although no page links it.
export const stylesheet = appCss;

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: appCss }] : []),
  // Written into the pre-rendered page only: 1.4 KiB of base64 that no script needs, as the
  // browser has read it before hydration and React keeps a <link> in the head it did not render
  // (decision 0018).
  ...(import.meta.env.SSR ? [{ rel: "icon", href: favicon, type: "image/png", sizes: "48x48" }] : []),
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Sections below the first screen skip layout until they come near (`render-when-near`
 * in app.css), so a scroll to a fragment would land where their estimated heights put it.
 * While the location has a fragment, every section renders. Rendered before
 * <ScrollRestoration>, whose layout effect scrolls to the fragment after this one. An effect,
 * not an attribute in <html>'s render: the pre-rendered HTML has no fragment to match.
 * (A page opened at a fragment is covered by the stylesheet's :target rule.)
 */
function RenderSectionsForFragment() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute("data-fragment", hash !== "");
  }, [hash]);
  return null;
}

/**
 * Every language's words for the error boundary, written into the pre-rendered page only
 * (decision 0017): the error may be the one that kept the page's words from arriving, so they
 * are in every page, in every language (a client-side navigation may change it), and not in
 * the scripts, which would carry each language's on every page.
 */
const ERROR_WORDS_ID = "error-words";

/** The error boundary's words in a language: the module's when pre-rendering, the page's in the browser. */
function errorWords(locale: Locale): ErrorText | undefined {
  if (import.meta.env.SSR) return errorText[locale];
  const words = document.getElementById(ERROR_WORDS_ID)?.textContent;
  return words ? (JSON.parse(words) as Localized<ErrorText>)[locale] : undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  // Follows client-side navigation between languages too: React updates the attribute.
  const locale = localeOf(useLocation().pathname);
  // The site's structured data repeats the shell's words, in the page's language (decision 0011).
  const shell = useRouteLoaderData<ShellContent>(layoutRouteId);
  return (
    <html lang={localeSettings[locale].htmlLang} data-script={localeSettings[locale].script}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a37cf" />
        <Meta />
        <Links />
        {shell ? <JsonLd data={import.meta.env.SSR && siteJsonLd(locale, shell)} /> : null}
        {/* Before <body>: it must listen before the first button can be tapped. Its text is
            the pre-rendered page's: the browser has run it by hydration, so the scripts
            leave it out (React does not compare a script's text when it hydrates). */}
        <script
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? earlyInteractionScript() : "" }}
          suppressHydrationWarning
        />
      </head>
      <body>
        <LocaleContext value={locale}>{children}</LocaleContext>
        <script
          type="application/json"
          id={ERROR_WORDS_ID}
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? jsonForScript(errorText) : "",
          }}
          suppressHydrationWarning
        />
        <RenderSectionsForFragment />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // Linked once the page is interactive: Chrome's install check fetches the manifest and
    // its 192 px icon as soon as it sees the link, which on a slow connection would share
    // the bandwidth with the font the first paint waits for. Added outside React's tree, as
    // state would re-render the whole app once more right after hydration.
    const manifest = Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" });
    document.head.append(manifest);
    replayEarlyTaps();
    // Lets browser tests that check what exists only after hydration wait for it.
    document.documentElement.dataset.hydrated = "true";
    return () => manifest.remove();
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const text = errorWords(locale);
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : text?.fallbackTitle;
  return (
    <main id="main" className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold text-ink-950">{title}</h1>
      <p className="mt-4 text-ink-600">
        {text?.hint}{" "}
        <a href={localizePath(paths.home, locale)} className="font-semibold text-brand-700 underline">
          {text?.homeLink}
        </a>
        {text?.end}
      </p>
    </main>
  );
}
