import { LogTail, appendToTail } from "../../src/services/builds/log-tail";

describe("LogTail", () => {
  it("keeps the words of progress output and drops lines that were only cursor moves", () => {
    const tail = new LogTail();
    tail.push("\u001b[2K\u001b[1A\u001b[2K\u001b[G");
    tail.push("\u001b[2K\u001b[1A\u001b[2K\u001b[Gsuccess Building static HTML for pages - 2.953s");
    tail.push("");
    tail.push("\u001b[31merror\u001b[39m Cannot query field");
    expect(tail.text()).toBe(
      "success Building static HTML for pages - 2.953s\n\nerror Cannot query field",
    );
  });

  it("keeps only the last lines within its size limit", () => {
    const tail = new LogTail();
    for (let i = 0; i < 500; i += 1) tail.push(`line ${i}`);
    const lines = tail.text().split("\n");
    expect(lines).toHaveLength(200);
    expect(lines.at(-1)).toBe("line 499");
    expect(lines[0]).toBe("line 300");
  });

  it("cuts long lines and bounds an appended stored tail", () => {
    const tail = new LogTail();
    tail.push("x".repeat(5000));
    expect(tail.text()).toHaveLength(2001);
    const stored = appendToTail("y".repeat(16 * 1024), "Netlify: deploy ready");
    expect(stored).toHaveLength(16 * 1024);
    expect(stored.endsWith("Netlify: deploy ready")).toBe(true);
  });
});
