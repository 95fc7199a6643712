// Flat config shared by every workspace. Type-aware rules are left out on purpose: `tsc` runs
// separately in `npm test`, and untyped linting keeps `npm run lint` fast on a 2-core machine.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import prettier from "eslint-config-prettier";
import fs from "node:fs";
import i18next from "eslint-plugin-i18next";

/**
 * Boundaries, enforced rather than remembered (README, Architecture). `shared/` is what browsers
 * and the server share (contracts, client, slugs): it imports nothing of the apps, and the apps
 * import it by its package name only, never by a path into it. The API is layered:
 * lib < store < services < auth, plugins < routes < app, server, cli; a file may import its own
 * layer and those below, never one above. In the dashboard a feature imports shared code
 * (components, hooks, lib, config) but never another feature or the app shell, and shared code
 * imports no feature.
 */
const above = (...layers) => ({
  regex: `^(\\.\\./)+(${layers.join("|")})(/|$)`,
  message: `imports upward (${layers.join(", ")} sit above this layer): move the shared part down`,
});
/** Outside shared/, shared code comes through its package's public face. */
const VIA_PACKAGE = {
  regex: "(\\.\\./)+shared/|^@leca/shared/(src|dist)/",
  message: "import shared code by its package name (@leca/shared/contracts, ...), not a path",
};
/**
 * One no-restricted-imports rule for `files`. A later rule for a file replaces an earlier one
 * (flat config does not merge their patterns), so every rule outside shared/ carries VIA_PACKAGE.
 */
const restrict = (files, ...patterns) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: files.every((glob) => glob.startsWith("shared/"))
          ? patterns
          : [...patterns, VIA_PACKAGE],
      },
    ],
  },
});
const TOP = ["app", "server", "cli", "bench"];
const FEATURES = fs.readdirSync(new URL("./admin/src/features", import.meta.url));
const NO_APPS = {
  regex: "^(\\.\\./)+(api|site|admin|e2e)(/|$)|^@leca/",
  message: "shared code runs in browsers and the server alike: it imports nothing of the apps",
};
const sharedBoundaries = [
  restrict(["shared/src/**"], NO_APPS),
  restrict(["shared/src/client/**"], NO_APPS, {
    regex: "^\\.\\./(?!(contracts|routes|kind-names)(/|$))",
    message: "the client imports only the contracts, the route table and the kind names of shared/",
  }),
  // The Markdown renderer runs in the site's build and in two browser bundles (the draft preview
  // island has a size budget): marked and its own files, nothing of Node, nothing else of shared/.
  restrict(["shared/src/markdown/**"], NO_APPS, {
    regex: "^(\\.\\./|node:)",
    message: "the Markdown renderer imports marked and its own files only (it runs in browsers)",
  }),
  // The kinds' configs are plain data the dashboard's list screens and the site's islands read:
  // zod's schemas are derived from them in contracts/, never imported here.
  restrict(["shared/src/kinds/**"], NO_APPS, {
    regex: "(^|/)zod$",
    message: "kind configs are plain data: their schemas derive in contracts/kind-schemas.ts",
  }),
  // The route paths reach every page of the site (its admin check): zod stays out of them.
  restrict(
    ["shared/src/routes/paths.ts", "shared/src/routes/public-paths.ts", "shared/src/kind-names.ts"],
    NO_APPS,
    {
      regex: "(^|/)(zod|contracts)(/|$)",
      message: "the route paths are zod-free: schemas.ts gives each route its schemas",
    },
  ),
  restrict(["api/**", "site/**", "admin/**", "e2e/**"]),
];
const apiBoundaries = [
  restrict(["api/src/lib/**"], above("store", "services", "auth", "plugins", "routes", ...TOP)),
  restrict(["api/src/store/**"], above("services", "auth", "plugins", "routes", ...TOP)),
  restrict(["api/src/services/**"], above("auth", "plugins", "routes", ...TOP)),
  restrict(["api/src/auth/**", "api/src/plugins/**"], above("routes", ...TOP)),
  restrict(["api/src/routes/**"], above(...TOP)),
];
/**
 * The site's markup and its islands meet in src/contracts/ (what a component writes into its
 * messages script and its island reads): components, pages and templates never import an island,
 * islands never import markup, and the contracts import neither.
 */
const MARKUP = {
  regex: "^(\\.\\./)+(components|pages|templates)/",
  message: "islands import no markup: what both sides need lives in src/contracts/",
};
const ISLANDS = {
  regex: "^(\\.\\./)+islands/",
  message: "markup imports no island: what both sides need lives in src/contracts/",
};
const siteBoundaries = [
  restrict(["site/src/islands/**"], MARKUP),
  restrict(["site/src/components/**", "site/src/pages/**", "site/src/templates/**"], ISLANDS),
  restrict(["site/src/contracts/**"], MARKUP, ISLANDS),
];
const adminBoundaries = [
  ...FEATURES.map((feature) =>
    restrict(
      [`admin/src/features/${feature}/**`],
      {
        regex: `^@/features/(?!${feature}/)`,
        message:
          "one feature never imports another: move what both need to components/, hooks/ or lib/",
      },
      {
        regex: `^(\\.\\./)+(?!${feature}/)(${FEATURES.join("|")})/`,
        message:
          "one feature never imports another: move what both need to components/, hooks/ or lib/",
      },
      { regex: "^@/app/", message: "features do not import the app shell; the app imports them" },
    ),
  ),
  restrict(
    ["admin/src/components/**", "admin/src/hooks/**", "admin/src/lib/**", "admin/src/config/**"],
    {
      regex: "^(@/|(\\.\\./)+)(features|app)/",
      message: "shared code imports no feature and not the app shell",
    },
  ),
];

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
  {
    // The dashboard speaks the admins' languages (admin/src/locales): no words written into its
    // markup. Text between tags and the attributes people read or hear must come from t().
    files: ["admin/src/**/*.tsx"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "aria-label",
              "aria-description",
              "aria-roledescription",
              "aria-valuetext",
              "alt",
              "title",
              "placeholder",
              "label",
              "hint",
              "text",
              "description",
              "message",
              "confirmLabel",
              "cancelLabel",
              "emptyText",
            ],
          },
          // The rule's own list (a setting replaces it) plus the dashboard's: keys passed to
          // tx() and messageFor(), and form-library calls that take field names, are not words.
          callees: {
            exclude: [
              "i18n(ext)?",
              "t",
              "tx",
              "message(For)?",
              "register",
              "get(Root|Input)Props",
              "require",
              "addEventListener",
              "removeEventListener",
              "postMessage",
              "getElementById",
              "dispatch",
              "commit",
              "includes",
              "indexOf",
              "endsWith",
              "startsWith",
            ],
          },
          "should-validate-template": true,
        },
      ],
    },
  },
  ...sharedBoundaries,
  ...apiBoundaries,
  ...siteBoundaries,
  ...adminBoundaries,
);
