import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/pages.ts";

export default {
  // Static site: every page is rendered to HTML at build time, then hydrates.
  ssr: false,
  prerender: prerenderedPaths,
} satisfies Config;
