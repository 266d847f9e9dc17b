import { defineConfig } from "vitest/config";

// The built-HTML tests: they read build/client, so `npm test` runs them after `npm run build`.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/build/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
