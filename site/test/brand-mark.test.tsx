import fs from "node:fs";
import path from "node:path";
import { render } from "@testing-library/react";
import { BrandMark } from "../src/components/layout/BrandMark";

/** The shapes of an SVG drawing (rects and circles with their attributes), in order. */
const shapes = (svg: string) =>
  [...svg.matchAll(/<(rect|circle|g)\b([^>]*?)\/?>/g)].map(([, tag, attributes = ""]) =>
    [
      tag,
      ...[...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, n, v]) => `${n}=${v}`).sort(),
    ].join(" "),
  );

describe("the header's mark", () => {
  it("is the same drawing as static/logo.svg, which the JSON-LD logo points to", () => {
    const file = fs.readFileSync(path.join(__dirname, "../static/logo.svg"), "utf8");
    const inline = render(<BrandMark />).container.innerHTML;
    expect(shapes(inline)).toEqual(shapes(file));
    expect(shapes(file)).toHaveLength(9);
    expect(inline).toContain('aria-hidden="true"');
  });
});
