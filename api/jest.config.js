// @swc/jest compiles TypeScript to CommonJS in-process: fast, and it never type-checks (tsc does that).
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  transform: { "^.+\\.(t|j)s$": ["@swc/jest", { jsc: { target: "es2022" } }] },
  // Node 20.19 loads these ESM-only dependencies with require(esm) (and @fastify/cookie loads one with
  // import()); jest's module runtime can do neither, so they are compiled to CommonJS like our code.
  transformIgnorePatterns: ["/node_modules/(?!(content-disposition|cookie|@fastify/cookie)/)"],
  setupFiles: ["<rootDir>/test/setup-env.ts"],
  testTimeout: 30000,
  // Each worker holds its own app + SQLite file; two workers match the project's 2-core machines.
  maxWorkers: 2,
};
