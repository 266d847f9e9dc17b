// Three changes to what the client build takes from its dependencies, so that a page's scripts
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
 * React Router code paths this site's client can never take, each with the build-time fact
 * that rules it out: the check is made constant, so the minifier drops the code behind it.
 * Each must match as often as `count` says, or the build fails (a release written differently).
 * @type {{ file: string, find: string, replace: string, count: number, when: "ssrOff" | "always", because: string }[]}
 */
export const neverTakenPaths = [
  {
    file: "lib/dom/ssr/fog-of-war.js",
    find: 'return routeDiscovery.mode === "lazy" && ssr === true;',
    replace: "return false;",
    count: 1,
    when: "ssrOff",
    because: "lazy route discovery asks a server for routes; a build with ssr: false has none",
  },
  {
    file: "lib/router/router.js",
    find: "if (init.instrumentations)",
    replace: "if (false)",
    count: 2,
    when: "always",
    because: "the client entry gives HydratedRouter no instrumentations (checked as it is built)",
  },
  {
    file: "lib/router/router.js",
    find: "consumeInstrumentationClientResultMetaReceiver(router)",
    replace: "void 0",
    count: 2,
    when: "always",
    because: "only instrumentations register the receivers this reads",
  },
];

/**
 * A React Router module with the paths `neverTakenPaths` lists for it made constant.
 * @param {string} code a module of react-router/dist/production
 * @param {string} file its path under dist/production, with forward slashes
 * @param {{ ssr: boolean }} build
 * @returns {{ code: string, errors: string[] }}
 */
export function withoutNeverTakenPaths(code, file, build) {
  const errors = [];
  for (const path of neverTakenPathsOf(build)) {
    if (path.file !== file) continue;
    const found = code.split(path.find).length - 1;
    if (found !== path.count) {
      errors.push(`${file}: expected ${path.count} of \`${path.find}\`, found ${found}`);
      continue;
    }
    code = code.replaceAll(path.find, path.replace);
  }
  return { code, errors };
}

/** @param {{ ssr: boolean }} build */
const neverTakenPathsOf = ({ ssr }) => neverTakenPaths.filter((path) => path.when === "always" || !ssr);

/**
 * Vite wraps every `import()` of the client in `__vitePreload(() => import(url), deps)`, whose
 * helper (0.7 KiB brotli, a file of its own on every page) adds module preloads for `deps` and
 * reports failures as a `vite:preloadError` event. With `build.modulePreload: false` the
 * dependencies are always `[]` and nothing listens for the event, so it only calls `load`.
 */
const preloadHelperId = "\0vite/preload-helper.js";
export const passThroughPreloadHelper = "export const __vitePreload = (load) => load();";

/**
 * @param {{ ssr: boolean }} build whether React Router's config renders on a server
 * @returns {import("vite").Plugin}
 */
export function leanClient(build) {
  let reactRouterModulesChanged = 0;
  /** @type {Set<string>} */
  const filesSeen = new Set();
  return {
    name: "visaudaan:lean-client",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildStart() {
      reactRouterModulesChanged = 0;
      filesSeen.clear();
    },
    load(id) {
      return id === preloadHelperId ? passThroughPreloadHelper : undefined;
    },
    transform(code, id) {
      if (!id.includes("node_modules") && /[\\/]app[\\/]/.test(id) && code.includes("instrumentations")) {
        this.error(`lean-client: ${id} passes React Router instrumentations; drop them from neverTakenPaths.`);
      }
      if (!reactRouterDist.test(id)) return undefined;
      const file = id.replace(/\\/g, "/").replace(/^.*\/dist\/production\//, "");
      filesSeen.add(file);
      const { code: shakable, errors } = withoutNeverTakenPaths(shakableReactRouter(code), file, build);
      if (errors.length > 0) this.error(`lean-client: ${errors.join("; ")} (decision 0018).`);
      if (shakable === code) return undefined;
      reactRouterModulesChanged += 1;
      return { code: shakable, map: null };
    },
    buildEnd() {
      // A React Router release written differently would silently bring the unused code back.
      if (reactRouterModulesChanged === 0) {
        this.error("lean-client: no React Router module matched; update shakableReactRouter (decision 0018).");
      }
      const missing = neverTakenPathsOf(build).filter((path) => !filesSeen.has(path.file));
      if (missing.length > 0) {
        this.error(
          `lean-client: React Router has no ${missing.map((path) => path.file).join(", ")}; update neverTakenPaths.`,
        );
      }
    },
  };
}
