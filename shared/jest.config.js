// @swc/jest compiles TypeScript to CommonJS in-process: fast, and it never type-checks (tsc does that).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.(t|j)s$": ["@swc/jest", { jsc: { target: "es2022" } }] },
  // marked ships ES modules only: compiled to CommonJS like our code.
  transformIgnorePatterns: ["/node_modules/(?!marked/)"],
  maxWorkers: 2,
};
