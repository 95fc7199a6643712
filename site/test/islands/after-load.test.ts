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

/** afterLoad with a jest.fn task on a fake window in that state. */
function start(readyState: DocumentReadyState, idle: boolean, timeoutMs = 2000) {
  const fake = fakeView(readyState, idle);
  const task = jest.fn();
  afterLoad(task, timeoutMs, fake.view);
  return { ...fake, task };
}

test("waits for the load event, then for an idle moment (at most the timeout after load)", () => {
  const { task, ...fake } = start("interactive", true, 1500);
  fake.idle();
  expect(task).not.toHaveBeenCalled();
  fake.load();
  expect(task).not.toHaveBeenCalled();
  expect(fake.idleCallbacks.map(({ timeout }) => timeout)).toEqual([1500]);
  fake.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test("a page that has already loaded only waits for idle", () => {
  const { task, ...fake } = start("complete", true);
  fake.idle();
  expect(task).toHaveBeenCalledTimes(1);
});

test("without requestIdleCallback (Safari) it runs in the next task after load", () => {
  const { task, ...fake } = start("loading", false);
  fake.timers();
  expect(task).not.toHaveBeenCalled();
  fake.load();
  expect(task).not.toHaveBeenCalled();
  fake.timers();
  expect(task).toHaveBeenCalledTimes(1);
});
