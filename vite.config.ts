import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { placeholders } from "./app/config/site.ts";
import reactRouterConfig from "./react-router.config.ts";
import { leanClient } from "./scripts/build/lean-client.mjs";

/** docs/requirements.md: a production build that still ships a placeholder contact target says so. */
function warnOnPlaceholders(): Plugin {
  return {
    name: "visaudaan:warn-on-placeholders",
    apply: "build",
    configResolved(config) {
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.envDir || process.cwd(), "VITE_");
      const missing = [
        ["VITE_WHATSAPP_NUMBER", placeholders.whatsappNumber],
        ["VITE_SUPPORT_EMAIL", placeholders.supportEmail],
        ["VITE_SITE_URL", placeholders.siteUrl],
      ].filter(([name]) => !env[name as string]?.trim());
      for (const [name, value] of missing) {
        config.logger.warn(`\u26a0 ${name} is not set: the build uses the placeholder ${value}. See README.md.`);
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), warnOnPlaceholders(), leanClient({ ssr: reactRouterConfig.ssr !== false })],
  // Whether the tests' pseudo-locale is built (app/config/locales.ts, decision 0017), written
  // into the scripts so the browser lists the same languages as the pre-rendered pages.
  define: {
    "process.env.VISAUDAAN_PSEUDO_LOCALE": JSON.stringify(process.env.VISAUDAAN_PSEUDO_LOCALE ?? ""),
  },
  resolve: { tsconfigPaths: true },
  // The pre-rendering build minified too: the inline scripts it writes into every page come
  // from its code (app/lib/inline-scripts/early-interaction.ts, early-search.ts), read as text.
  environments: { ssr: { build: { minify: true } } },
  build: {
    // Vite would wrap each dynamic import (the toast UI) in a helper that adds <link
    // rel="modulepreload"> tags for its dependencies, all of which the page has already loaded.
    modulePreload: false,
    // Terser, three passes: 0.46 KiB (brotli) less script on every page than Rolldown's own
    // minifier, most of it in React DOM, which ships unminified (decision 0018). `module` and
    // `toplevel` follow from the ES output; `ecma: 2020` lets it write what every target runs.
    minify: "terser",
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, React DOM and React Router as one long-cached file (every page needs all
          // three), instead of chunks named after whichever module Rolldown split them at.
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
            // Code that two or more pages use (primitives, shell, icons, helpers, config) as one
            // file: on a slow connection each extra request costs a round trip and a main-thread
            // task to start it. Code one page uses stays with that page; the lazily loaded toast
            // UI stays out.
            {
              name: "shared",
              minShareCount: 2,
              test: (id) =>
                !/toast\.tsx|toaster\.tsx|react-toast/.test(id) &&
                /node_modules[\\/](class-variance-authority|clsx|lucide-react)[\\/]|[\\/]app[\\/]|^\0vite\/preload-helper\.js$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
});
