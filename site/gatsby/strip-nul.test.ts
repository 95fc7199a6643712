import { withoutNulBytes } from "./strip-nul";

describe("withoutNulBytes", () => {
  it("removes the NUL bytes a page holds, and says when it holds none", () => {
    const cleaned = withoutNulBytes(Buffer.from("<a>Ру\0сский</a>\0"));
    expect(cleaned?.toString("utf8")).toBe("<a>Русский</a>");
    expect(withoutNulBytes(Buffer.from("<p>ok</p>"))).toBeNull();
  });
});
