import type { Compilation, Compiler } from "webpack";

const NAME = "StableCompilationHash";

/**
 * Keeps webpack's compilation hash a function of what the build emits, so a build that emits the
 * same scripts as the one before keeps the same hash.
 *
 * Why: webpack mixes the hashes of child compilations into the compilation hash, and
 * mini-css-extract-plugin runs one child compilation per CSS module only when that module is not
 * in webpack's persistent cache. A cold build (the first after a deploy, or after Gatsby's cache
 * is cleared) therefore hashes differently from the warm build after it although both emit the
 * same files. Gatsby writes that hash into its scripts slice, and a changed slice makes it stitch
 * every page of the site again: at 10,000 news, 21 s of the next publish
 * (docs/benchmarks/2026-11-content-at-scale.md). What the children produce (the extracted CSS)
 * is part of the parent's modules, whose hashes the compilation hash keeps, so leaving the
 * children out loses nothing.
 * They are set aside only while webpack hashes, and put back for everything after (stats).
 */
export class StableCompilationHash {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation: Compilation) => {
      let children: Compilation[] = [];
      compilation.hooks.beforeHash.tap(NAME, () => {
        children = compilation.children.splice(0);
      });
      compilation.hooks.afterHash.tap(NAME, () => {
        compilation.children.push(...children);
      });
    });
  }
}
