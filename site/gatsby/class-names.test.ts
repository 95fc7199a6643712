import path from "node:path";
import { createClassNamer, useShortClassNames } from "./class-names";

const site = path.resolve("/repo/site");
const file = (name: string) => path.join(site, "src/components/ui", name);

describe("createClassNamer", () => {
  it("names a class in five characters from its file and local name, the same each time", () => {
    const name = createClassNamer(site);
    const secondary = name(file("Button.module.css"), "secondary");
    expect(secondary).toMatch(/^[A-Za-z0-9_-]{5}$/);
    expect(createClassNamer(site)(file("Button.module.css"), "secondary")).toBe(secondary);
    expect(name(file("Button.module.css"), "secondary")).toBe(secondary);
    expect(name(file("Button.module.css"), "tertiary")).not.toBe(secondary);
    expect(name(file("Card.module.css"), "secondary")).not.toBe(secondary);
  });

  it("does not depend on where the repository is checked out", () => {
    const here = createClassNamer(site)(file("Button.module.css"), "base");
    const there = createClassNamer("/elsewhere/site")(
      "/elsewhere/site/src/components/ui/Button.module.css",
      "base",
    );
    expect(there).toBe(here);
  });

  it("fails the build when two classes would share a name, naming both", () => {
    // One character: 64 names, so 100 classes must collide.
    const name = createClassNamer(site, 1);
    const all = () => {
      for (let i = 0; i < 100; i += 1) name(file("Many.module.css"), `class${i}`);
    };
    expect(all).toThrow(
      /CSS class names collide: src\/components\/ui\/Many\.module\.css \.class\d+ and src\/components\/ui\/Many\.module\.css \.class\d+/,
    );
  });
});

describe("useShortClassNames", () => {
  const cssLoader = (modules: unknown) => ({
    loader: "/repo/node_modules/css-loader/dist/cjs.js",
    options: { modules },
  });

  it("names the classes of every css-loader with CSS modules on, however deep the rule", () => {
    const modulesRule = cssLoader({ namedExport: true, localIdentName: "[name]--[local]" });
    const plainCss = cssLoader(false);
    const other = { loader: "/repo/node_modules/postcss-loader/dist/cjs.js", options: {} };
    const config = {
      module: {
        rules: [
          { test: /\.js$/, use: [{ loader: "/repo/node_modules/babel-loader/lib/index.js" }] },
          { oneOf: [{ test: /\.module\.css$/, use: [modulesRule, other] }, { use: [plainCss] }] },
        ],
      },
    };
    const name = createClassNamer(site);
    expect(useShortClassNames(config, name)).toBe(1);
    const modules = modulesRule.options.modules as {
      getLocalIdent: (context: { resourcePath: string }, template: string, local: string) => string;
    };
    expect(modules.getLocalIdent({ resourcePath: file("Button.module.css") }, "", "base")).toBe(
      name(file("Button.module.css"), "base"),
    );
    expect(plainCss.options.modules).toBe(false);
  });

  it("changes nothing and says so where no css-loader has modules on", () => {
    expect(
      useShortClassNames(
        { module: { rules: [{ use: [cssLoader(false)] }] } },
        createClassNamer(site),
      ),
    ).toBe(0);
  });
});
