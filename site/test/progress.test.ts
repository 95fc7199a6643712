import { progress } from "../src/lib/progress";

describe("the request progress bar", () => {
  it("shows a bar with no invalid ARIA role, hidden from assistive technology", () => {
    progress.start();
    const bar = document.querySelector("#nprogress .bar");
    expect(bar).not.toBeNull();
    expect(bar!.getAttribute("role")).toBeNull();
    expect(bar!.getAttribute("aria-hidden")).toBe("true");
    progress.done();
  });
});
