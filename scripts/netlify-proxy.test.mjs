import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { apiUrlForNetlify, proxyRedirects } from "./netlify-proxy.mjs";

describe("the /api proxy of a Netlify build", () => {
  it("proxies every /api path to API_URL, forced, as a rewrite", () => {
    const apiUrl = apiUrlForNetlify({ API_URL: " https://api.example.com/api/ ", NETLIFY: "true" });
    assert.equal(apiUrl, "https://api.example.com/api");
    const rules = proxyRedirects(apiUrl)
      .split("\n")
      .filter((line) => line && !line.startsWith("#"));
    assert.deepEqual(rules, ["/api/*  https://api.example.com/api/:splat  200!"]);
  });

  it("signs the proxied requests (Sign=NETLIFY_PROXY_SECRET) when the build has the secret", () => {
    const rule = (env) =>
      proxyRedirects("https://api.example.com/api", env)
        .split("\n")
        .filter((line) => line && !line.startsWith("#"));
    assert.deepEqual(rule({ NETLIFY_PROXY_SECRET: "s".repeat(40) }), [
      "/api/*  https://api.example.com/api/:splat  200!  Sign=NETLIFY_PROXY_SECRET",
    ]);
    assert.deepEqual(rule({ NETLIFY_PROXY_SECRET: " " }), [
      "/api/*  https://api.example.com/api/:splat  200!",
    ]);
  });

  it("fails with a message naming API_URL when it is missing or unusable", () => {
    for (const [env, message] of [
      [{}, /^API_URL is not set\. .*Environment variables/],
      [{ API_URL: "  " }, /^API_URL is not set/],
      [{ API_URL: "api.example.com/api" }, /^API_URL is not a URL/],
      [{ API_URL: "ftp://api.example.com/api" }, /^API_URL must be an http\(s\) address/],
      [{ API_URL: "https://api.example.com" }, /^API_URL must end with \/api/],
      [{ API_URL: "https://api.example.com/api?x=1" }, /without query/],
      [{ API_URL: "http://127.0.0.1:8000/api", NETLIFY: "true" }, /on Netlify it must be/],
      [{ API_URL: "http://localhost:8000/api", NETLIFY: "true" }, /on Netlify it must be/],
    ]) {
      assert.throws(() => apiUrlForNetlify(env), { message }, JSON.stringify(env));
    }
    // Off Netlify (a local trial of build:netlify), the local API is a fine source.
    assert.equal(
      apiUrlForNetlify({ API_URL: "http://127.0.0.1:8000/api" }),
      "http://127.0.0.1:8000/api",
    );
  });
});
