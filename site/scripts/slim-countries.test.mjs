import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { test } from "node:test";
import * as esbuild from "esbuild";
import { slimCountriesSource } from "./slim-countries.mjs";

const require = createRequire(import.meta.url);

/** The slim module as the browser runs it, evaluated here. */
function slimModule() {
  const { code } = esbuild.transformSync(slimCountriesSource(), { format: "cjs" });
  const module = { exports: {} };
  new Function("module", "exports", code)(module, module.exports);
  return module.exports;
}

test("the islands' countries-list keeps every country's continents and every continent", () => {
  const full = require("countries-list");
  const slim = slimModule();
  assert.deepEqual(slim.continents, full.continents);
  assert.deepEqual(Object.keys(slim.countries).sort(), Object.keys(full.countries).sort());
  for (const [code, { continent, continents }] of Object.entries(full.countries)) {
    assert.deepEqual(slim.countries[code], continents ? { continent, continents } : { continent });
  }
});
