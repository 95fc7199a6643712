// @swc/jest compiles TS/TSX to CommonJS in-process (the automatic React runtime, so no React
// import in every file); it never type-checks, tsc does that.
const swc = (tsx) => [
  "@swc/jest",
  {
    jsc: {
      target: "es2022",
      // .ts files are parsed without JSX, or generic arrows like `<T>(x) => x` break.
      parser: { syntax: "typescript", tsx },
      transform: { react: { runtime: "automatic" } },
    },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "<rootDir>/test/jsdom-environment.cjs",
  roots: ["<rootDir>/src", "<rootDir>/test"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: {
    "^.+\\.tsx$": swc(true),
    "^.+\\.(ts|js|mjs)$": swc(false),
  },
  // ESM-only packages are compiled to CommonJS like our own code.
  transformIgnorePatterns: ["/node_modules/(?!(marked)/)"],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "^@/(.*)$": "<rootDir>/src/$1",
  },
  setupFilesAfterEnv: ["<rootDir>/test/setup.ts"],
  testTimeout: 20000,
  // Two workers match the project's 2-core machines.
  maxWorkers: 2,
};
