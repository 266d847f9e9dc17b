import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-pseudo/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".wrangler/",
      "*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Copy lives in app/content (a second language needs every visible string there), not in JSX.
      "react/jsx-no-literals": ["error", { noStrings: true, ignoreProps: true }],
    },
  },
  {
    // Tests and the benchmark harness render fixtures, not site copy.
    files: ["**/*.test.tsx", "scripts/**"],
    rules: { "react/jsx-no-literals": "off" },
  },
  {
    files: ["**/*.{js,mjs}", "scripts/**", "server/**", "tests/**", "*.config.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
);
