import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/pages.ts";
import { buildDirectory } from "./scripts/build/build-files.mjs";
import { postbuild } from "./scripts/build/postbuild.mjs";

export default {
  // Static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: prerenderedPaths,
  buildDirectory,
  // The build's one post-processing step, on the pre-rendered pages.
  buildEnd: ({ viteConfig }) => postbuild(viteConfig),
} satisfies Config;
