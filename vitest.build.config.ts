import { defineConfig } from "vitest/config";

// The built-HTML tests: they read build/client, so `npm test` runs them after `npm run build`.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    // Read-only over the same pages: one module graph and one parse of each page for every file.
    isolate: false,
    fileParallelism: false,
    setupFiles: ["./vitest.setup.ts"],
  },
});
