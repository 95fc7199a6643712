// The server serves the route table and nothing else below /api: the typed client is made from
// the same table (shared/src/routes), so a route added, moved or renamed on one side only fails here.
import { API_ROUTES, ITEM_ROUTES, itemRoutesOf, type RoutePath } from "@leca/shared/routes";
import { ITEM_KINDS } from "@leca/shared/contracts";
import { makeApp, type TestApp } from "../helpers/app";

const TABLE: RoutePath[] = [
  ...Object.values(API_ROUTES).flatMap((group) => Object.values(group)),
  ...ITEM_KINDS.flatMap((kind) => Object.values(itemRoutesOf(kind))),
];
const key = ({ method, path }: RoutePath) => `${method} /api${path}`;

describe("the API's routes and the shared route table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(() => t.close());

  it("serves every route of the table, with its method and path", () => {
    // The router ignores a trailing slash (app.ts), so it stores "/csrf/" as "/csrf"; the
    // OpenAPI check below compares the paths as declared.
    const missing = TABLE.filter(
      ({ method, path }) => !t.app.hasRoute({ method, url: `/api${path}`.replace(/(.)\/$/, "$1") }),
    ).map(key);
    expect(missing).toEqual([]);
    expect(TABLE.length).toBe(
      Object.values(API_ROUTES).reduce((sum, group) => sum + Object.keys(group).length, 0) +
        ITEM_KINDS.length * Object.keys(ITEM_ROUTES).length,
    );
  });

  it("serves no API route the table does not name (as its OpenAPI document lists them)", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    const served = Object.entries(paths)
      .flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`,
        ),
      )
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route));
    expect(served.filter((route) => route.includes(" /api/")).sort()).toEqual(
      TABLE.map(key).sort(),
    );
  });
});
