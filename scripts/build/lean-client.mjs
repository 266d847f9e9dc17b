// Two changes to what the client build takes from its dependencies, so that a page's scripts
// hold only code the page runs (docs/decisions/0018-room-in-the-script-budget.md).

const reactRouterDist = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/**
 * React Router's production build as the bundler can shake it: its components and contexts
 * made with React's `forwardRef`, `createContext` and `memo` marked pure, and their
 * `displayName` assignments (read only by React's developer tools) removed, so that the ones
 * this site never imports (NavLink, Form, HistoryRouter, …) are left out of the framework
 * chunk. Without it, each such call or assignment counts as a side effect and keeps its
 * component, whether used or not.
 * @param {string} code a module of react-router/dist/production
 * @returns {string}
 */
export function shakableReactRouter(code) {
  return code
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, "")
    .replace(/= (React(?:\$1)?\.(?:forwardRef|createContext|memo)\()/g, "= /* @__PURE__ */ $1");
}

/**
 * Vite wraps every `import()` of the client in `__vitePreload(() => import(url), deps)`, whose
 * helper (0.7 KiB brotli, a file of its own on every page) adds module preloads for `deps` and
 * reports failures as a `vite:preloadError` event. With `build.modulePreload: false` the
 * dependencies are always `[]` and nothing listens for the event, so it only calls `load`.
 */
const preloadHelperId = "\0vite/preload-helper.js";
export const passThroughPreloadHelper = "export const __vitePreload = (load) => load();";

/** @returns {import("vite").Plugin} */
export function leanClient() {
  let reactRouterModulesChanged = 0;
  return {
    name: "visaudaan:lean-client",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      reactRouterModulesChanged = 0;
    },
    load(id) {
      return id === preloadHelperId ? passThroughPreloadHelper : undefined;
    },
    transform(code, id) {
      if (!reactRouterDist.test(id)) return undefined;
      const shakable = shakableReactRouter(code);
      if (shakable === code) return undefined;
      reactRouterModulesChanged += 1;
      return { code: shakable, map: null };
    },
    buildEnd() {
      // A React Router release written differently would silently bring the unused code back.
      if (reactRouterModulesChanged === 0) {
        this.error("lean-client: no React Router module matched; update shakableReactRouter (decision 0018).");
      }
    },
  };
}
