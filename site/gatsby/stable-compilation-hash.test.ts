/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpack, { type Compiler, type Stats } from "webpack";
import { StableCompilationHash } from "./stable-compilation-hash";

/**
 * Runs a child compilation in the build, as mini-css-extract-plugin does for a CSS module that is
 * not in webpack's cache (a cold build).
 */
class ChildCompilation {
  apply(compiler: Compiler): void {
    compiler.hooks.make.tapAsync("ChildCompilation", (compilation, done) => {
      compilation.createChildCompiler("css module", {}, []).runAsChild((error) => done(error));
    });
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stable-hash-"));
fs.writeFileSync(path.join(dir, "entry.js"), "document.title = 'LECA';\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(plugins: webpack.WebpackPluginInstance[]): Promise<Stats> {
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: "production",
        context: dir,
        entry: "./entry.js",
        output: { path: path.join(dir, "out"), filename: "[name]-[contenthash].js" },
        plugins,
      },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    ),
  );
}

describe("the compilation hash", () => {
  it("differs between a cold and a warm build of the same code without the plugin", async () => {
    const cold = await build([new ChildCompilation()]);
    const warm = await build([]);
    expect(cold.compilation.children).toHaveLength(1);
    expect(cold.hash).not.toBe(warm.hash);
  });

  it("is the same for both with it, and keeps the child compilations for what follows", async () => {
    const cold = await build([new ChildCompilation(), new StableCompilationHash()]);
    const warm = await build([new StableCompilationHash()]);
    expect(cold.hash).toBe(warm.hash);
    expect(cold.compilation.children).toHaveLength(1);
  });
});
