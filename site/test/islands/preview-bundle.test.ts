/** @jest-environment node */
import path from "node:path";
import * as esbuild from "esbuild";

// The preview page's island as the build bundles it (scripts/build-islands.mjs splits the same
// way): a visitor with nothing to preview loads only its first file, which must not carry the
// draft's code (the API client and the Markdown renderer, @leca/shared/markdown with marked).
it("keeps the draft's code out of the preview island's first file", async () => {
  const site = path.resolve(__dirname, "../..");
  const result = await esbuild.build({
    absWorkingDir: site,
    entryPoints: ["src/islands/preview.ts"],
    bundle: true,
    splitting: true,
    format: "esm",
    outdir: "out",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const outputs = Object.values(result.metafile.outputs);
  const first = outputs.find((output) => output.entryPoint === "src/islands/preview.ts");
  const inputs = Object.keys(first?.inputs ?? {});
  expect(inputs).toContain("src/islands/preview.ts");
  expect(inputs).not.toContain("src/islands/preview-draft.ts");
  const renderer = (input: string) =>
    /shared\/dist\/esm\/markdown\/|node_modules\/marked\//.test(input);
  expect(inputs.filter(renderer)).toEqual([]);
  // The draft's code is there, in a file of its own that the island fetches when it needs it.
  expect(outputs.some((output) => Object.keys(output.inputs).some(renderer))).toBe(true);
});
