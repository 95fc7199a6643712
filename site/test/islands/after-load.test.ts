import { afterLoad } from "../../src/islands/after-load";

/** A window whose load event, idle callbacks and timers the test fires by hand. */
function fakeView(readyState: DocumentReadyState, idle: boolean) {
  const listeners: (() => void)[] = [];
  const idleCallbacks: { run: () => void; timeout?: number }[] = [];
  const timers: (() => void)[] = [];
  const view = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") listeners.push(listener);
    },
    setTimeout: (run: () => void) => timers.push(run),
    ...(idle && {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) =>
        idleCallbacks.push({ run, timeout: options?.timeout }),
    }),
  };
  return {
    view: view as unknown as Window,
    load: () => listeners.splice(0).forEach((listener) => listener()),
    idle: () => idleCallbacks.splice(0).forEach(({ run }) => run()),
    timers: () => timers.splice(0).forEach((run) => run()),
    idleCallbacks,
  };
}

test("waits for the load event, then for an idle moment (at most the timeout after load)", () => {
  const fake = fakeView("interactive", true);
  const task = jest.fn();
  afterLoad(task, 1500, fake.view);
  fake.idle();
  expect(task).not.toHaveBeenCalled();
  fake.load();
  expect(task).not.toHaveBeenCalled();
  expect(fake.idleCallbacks.map(({ timeout }) => timeout)).toEqual([1500]);
  fake.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test("a page that has already loaded only waits for idle", () => {
  const fake = fakeView("complete", true);
  const task = jest.fn();
  afterLoad(task, 2000, fake.view);
  fake.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test("without requestIdleCallback (Safari) it runs in the next task after load", () => {
  const fake = fakeView("loading", false);
  const task = jest.fn();
  afterLoad(task, 2000, fake.view);
  fake.timers();
  expect(task).not.toHaveBeenCalled();
  fake.load();
  expect(task).not.toHaveBeenCalled();
  fake.timers();
  expect(task).toHaveBeenCalledTimes(1);
});
