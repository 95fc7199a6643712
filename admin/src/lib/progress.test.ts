import { createProgress } from "./progress";

describe("the progress bar across requests", () => {
  it("starts with the first request in flight and finishes with the last", () => {
    const bar = { start: jest.fn(), done: jest.fn() };
    const progress = createProgress(bar as never);

    progress.start();
    progress.start();
    progress.done();
    expect(bar.start).toHaveBeenCalledTimes(1);
    expect(bar.done).not.toHaveBeenCalled();

    progress.done();
    expect(bar.done).toHaveBeenCalledTimes(1);

    progress.start();
    expect(bar.start).toHaveBeenCalledTimes(2);
  });
});
