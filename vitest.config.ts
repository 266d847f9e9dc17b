import { defineConfig } from "vitest/config";

// Apart from astro.config.ts: Vitest runs the components and modules alone, without Astro.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "server/**/*.test.{ts,mjs}"],
    environment: "jsdom",
    // One jsdom per worker instead of one per test file, still isolating each file.
    pool: "vmThreads",
    setupFiles: ["./vitest.setup.ts"],
    // The pseudo-locale runs through every unit test (app/config/locales.ts, decision 0017).
    env: { VISAUDAAN_PSEUDO_LOCALE: "1" },
  },
});
