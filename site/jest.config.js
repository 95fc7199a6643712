// Component tests in jsdom. @swc/jest compiles TS/TSX in-process; tsc type-checks separately.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/test", "<rootDir>/gatsby"],
  testMatch: ["**/*.test.ts?(x)"],
  transform: {
    "^.+\\.(tsx?|jsx?|mjs)$": [
      "@swc/jest",
      {
        jsc: {
          target: "es2022",
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
      },
    ],
  },
  // ESM-only packages (Swiper ships .mjs, marked .js) are compiled to CommonJS like our code.
  transformIgnorePatterns: ["/node_modules/(?!(swiper|ssr-window|dom7|marked)/)"],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(svg|png|jpe?g|webp|avif|woff2)$": "<rootDir>/test/support/file-stub.ts",
    // Gatsby's runtime (Link, navigate, graphql, useStaticQuery) is the framework edge: a small
    // stand-in renders links as anchors and records navigations. Everything else is real.
    "^gatsby$": "<rootDir>/test/support/gatsby.tsx",
  },
  setupFilesAfterEnv: ["<rootDir>/test/support/setup.ts"],
  // CI machines are shared and busy: jest's default 5 s failed a 3 s test there. As in api/ and
  // admin/, the timeout only stops a hang; no test here measures speed.
  testTimeout: 20000,
};
