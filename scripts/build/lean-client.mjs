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
 * What `neverTakenPaths` needs to know of the client build: `ssr` as React Router's config sets it.
 * @typedef {{ ssr: boolean }} ClientBuild
 */

/**
 * React Router code paths this site's client can never take, each with the build-time fact
 * that rules it out: the check is made constant, so the minifier drops the code behind it.
 * Each must match as often as `count` says, or the build fails (a release written differently).
 * `restsOn`: "ssr: false" applies only to a build without a server; "no instrumentations"
 * holds while no module of `app/` mentions them (the plugin checks every one it builds).
 * @type {{ file: string, find: string, replace: string, count: number, restsOn: "ssr: false" | "no instrumentations", because: string }[]}
 */
export const neverTakenPaths = [
  {
    file: "lib/dom/ssr/fog-of-war.js",
    find: 'return routeDiscovery.mode === "lazy" && ssr === true;',
    replace: "return false;",
    count: 1,
    restsOn: "ssr: false",
    because: "lazy route discovery asks a server for routes",
  },
  {
    file: "lib/router/router.js",
    find: "if (init.instrumentations)",
    replace: "if (false)",
    count: 2,
    restsOn: "no instrumentations",
    because: "the client entry gives HydratedRouter no instrumentations",
  },
  {
    file: "lib/router/router.js",
    find: "consumeInstrumentationClientResultMetaReceiver(router)",
    replace: "void 0",
    count: 2,
    restsOn: "no instrumentations",
    because: "only instrumentations register the receivers this reads",
  },
];

/**
 * The `neverTakenPaths` a build can rely on.
 * @param {ClientBuild} build
 */
const neverTakenPathsOf = ({ ssr }) => neverTakenPaths.filter((edit) => edit.restsOn !== "ssr: false" || !ssr);

/**
 * A React Router module with the paths `neverTakenPaths` lists for it made constant.
 * @param {string} code a module of react-router/dist/production
 * @param {string} file its path under dist/production, with forward slashes
 * @param {ClientBuild} build
 * @returns {{ code: string, errors: string[] }}
 */
export function withoutNeverTakenPaths(code, file, build) {
  const errors = [];
  for (const edit of neverTakenPathsOf(build)) {
    if (edit.file !== file) continue;
    const found = code.split(edit.find).length - 1;
    if (found !== edit.count) {
      errors.push(`${file}: expected ${edit.count} of \`${edit.find}\` (${edit.because}), found ${found}`);
      continue;
    }
    code = code.replaceAll(edit.find, edit.replace);
  }
  return { code, errors };
}

/**
 * Vite wraps every `import()` of the client in `__vitePreload(() => import(url), deps)`, whose
 * helper (0.7 KiB brotli, a file of its own on every page) adds module preloads for `deps` and
 * reports failures as a `vite:preloadError` event. With `build.modulePreload: false` the
 * dependencies are always `[]` and nothing listens for the event, so it only calls `load`.
 */
const preloadHelperId = "\0vite/preload-helper.js";
export const passThroughPreloadHelper = "export const __vitePreload = (load) => load();";

/**
 * @param {ClientBuild} build
 * @returns {import("vite").Plugin}
 */
export function leanClient(build) {
  let shakenModules = 0;
  /** @type {Set<string>} */
  const filesSeen = new Set();
  let appDirectory = "";
  return {
    name: "visaudaan:lean-client",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      appDirectory = `${config.root.replace(/\\/g, "/")}/app/`;
    },
    buildStart() {
      shakenModules = 0;
      filesSeen.clear();
    },
    load(id) {
      return id === preloadHelperId ? passThroughPreloadHelper : undefined;
    },
    transform(code, id) {
      if (appDirectory && id.replace(/\\/g, "/").startsWith(appDirectory) && code.includes("instrumentations")) {
        this.error(
          `lean-client: ${id} mentions instrumentations; if React Router is to get them, remove the "no instrumentations" entries of neverTakenPaths (decision 0018).`,
        );
      }
      if (!reactRouterDist.test(id)) return undefined;
      const file = id.replace(/\\/g, "/").replace(/^.*\/dist\/production\//, "");
      filesSeen.add(file);
      const shaken = shakableReactRouter(code);
      if (shaken !== code) shakenModules += 1;
      const { code: edited, errors } = withoutNeverTakenPaths(shaken, file, build);
      if (errors.length > 0) this.error(`lean-client: ${errors.join("; ")} (decision 0018).`);
      return edited === code ? undefined : { code: edited, map: null };
    },
    buildEnd() {
      // A React Router release written differently would silently bring the unused code back.
      if (shakenModules === 0) {
        this.error("lean-client: no React Router module matched; update shakableReactRouter (decision 0018).");
      }
      const files = new Set(neverTakenPathsOf(build).map((edit) => edit.file));
      const missing = [...files].filter((file) => !filesSeen.has(file));
      if (missing.length > 0) {
        this.error(`lean-client: React Router has no ${missing.join(", ")}; update neverTakenPaths.`);
      }
    },
  };
}
