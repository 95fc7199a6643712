// Flat config shared by every workspace. Type-aware rules are left out on purpose: `tsc` runs
// separately in `npm test`, and untyped linting keeps `npm run lint` fast on a 2-core machine.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/.data/**",
      "**/coverage/**",
      "site/public/**",
      "site/.cache/**",
      // Built by site/scripts/build-islands.mjs.
      "site/static/islands/**",
      "site/.islands/**",
      "site/.images/**",
      "e2e/test-results/**",
      "e2e/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { module: "writable", require: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        // Leading underscore: deliberately unused (e.g. fields dropped by a rest spread).
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["**/*.mjs", "**/scripts/**", "netlify/plugins/**"],
    languageOptions: { globals: { console: "readonly", process: "readonly", URL: "readonly" } },
  },
  {
    // Command-line tools print their results for a person to read.
    files: [
      "api/src/bench/**",
      "api/src/cli/**",
      "**/scripts/**",
      "e2e/bench/**",
      "netlify/plugins/**",
    ],
    rules: { "no-console": "off" },
  },
);
