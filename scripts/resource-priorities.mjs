// Paint first, hydrate second. A pre-rendered page paints from its HTML, the inline
// critical CSS and the font; its JavaScript only makes it interactive. React Router
// emits the route modules as <link rel="modulepreload">, which Chromium fetches at High
// priority, in competition with the font on a slow connection. Lowering them lets the
// text paint (and the font arrive) first; hydration follows in the same round trips.

const modulePreload = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** @param {string} html */
export function lowerHydrationPriority(html) {
  return html.replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"');
}
