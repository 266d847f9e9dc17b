import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { fileURLToPath } from "node:url";
import { loadEnv } from "vite";
import { placeholders } from "./app/config/site.ts";
import { buildDirectory } from "./scripts/build/build-files.mjs";
import { postbuild } from "./scripts/build/postbuild.mjs";

/**
 * Static pages rendered by React at build, React islands where a visitor interacts
 * (docs/architecture.md, decision 0024). Each page is a file named after its address
 * (destinations.html), as the hosts serve /destinations with status 200.
 */
const env = loadEnv(process.env.NODE_ENV === "production" ? "production" : "development", process.cwd(), "VITE_");

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: `./${buildDirectory}/client`,
  site: env.VITE_SITE_URL?.trim() || placeholders.siteUrl,
  trailingSlash: "never",
  build: { format: "file", assets: "assets", inlineStylesheets: "always" },
  // No address is redirected: the host serves each page's file (scripts/build/build-files.mjs).
  devToolbar: { enabled: false },
  integrations: [
    react(),
    {
      name: "visaudaan:build",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) =>
          addClientDirective({
            name: "tap",
            entrypoint: fileURLToPath(new URL("./app/lib/client-directives/tap.ts", import.meta.url)),
          }),
        "astro:config:done": ({ logger }) => {
          // docs/requirements.md: a production build that still ships a placeholder contact target says so.
          const missing = ["VITE_WHATSAPP_NUMBER", "VITE_SUPPORT_EMAIL", "VITE_SITE_URL"].filter(
            (name) => !env[name]?.trim(),
          );
          for (const name of missing) logger.warn(`${name} is not set: the build uses a placeholder. See README.md.`);
        },
        // The build's last step, over the written pages (scripts/build/postbuild.mjs).
        "astro:build:done": ({ dir }) => postbuild(fileURLToPath(dir), env),
      },
    },
  ],
  vite: {
    plugins: [tailwindcss()],
    // Whether the tests' pseudo-locale is built (app/config/locales.ts, decision 0017), written
    // into the islands' scripts so the browser lists the same languages as the pages.
    define: {
      "process.env.VISAUDAAN_PSEUDO_LOCALE": JSON.stringify(process.env.VISAUDAAN_PSEUDO_LOCALE ?? ""),
    },
  },
});
