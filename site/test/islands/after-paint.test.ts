import { afterFirstPaint } from "../../src/islands/after-paint";

type Listener = () => void;

/**
 * A window whose frames, timers, load event, first input and largest-contentful-paint entries
 * the test fires by hand. `hero`: whether the page has its LCP picture; `lcp`: whether the
 * browser reports largest-contentful-paint entries.
 */
function fakeView({
  hero,
  lcp,
  readyState = "interactive",
}: {
  hero: boolean;
  lcp: boolean;
  readyState?: DocumentReadyState;
}) {
  const picture = { tagName: "IMG" };
  const listeners = new Map<string, Set<Listener>>();
  const frames: Listener[] = [];
  const timers: { run: Listener; ms: number }[] = [];
  let observer: ((list: { getEntries: () => { element: unknown }[] }) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = lcp ? ["largest-contentful-paint"] : ["paint"];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
  }
  const view = {
    document: {
      readyState,
      querySelector: (selector: string) =>
        hero && selector === 'img[fetchpriority="high"]' ? picture : null,
    },
    PerformanceObserver: FakeObserver,
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) =>
      listeners.get(type)?.delete(listener),
    requestAnimationFrame: (run: Listener) => frames.push(run),
    setTimeout: (run: Listener, ms = 0) => timers.push({ run, ms }),
  };
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener());
  return {
    view: view as unknown as Window & typeof globalThis,
    fire,
    frame: () => frames.splice(0).forEach((run) => run()),
    timers: () => timers.splice(0).map(({ run, ms }) => (run(), ms)),
    paint: (element: unknown) => observer?.({ getEntries: () => [{ element }] }),
    picture,
  };
}

function start(options: Parameters<typeof fakeView>[0]) {
  const fake = fakeView(options);
  const task = jest.fn();
  afterFirstPaint(task, fake.view);
  return { ...fake, task };
}

test("a page with a hero picture waits until the browser reports the picture painted", () => {
  const { task, ...fake } = start({ hero: true, lcp: true });
  fake.paint({ tagName: "H1" }); // a heading painted first is not the picture
  fake.frame();
  fake.frame();
  expect(task).not.toHaveBeenCalled();
  fake.paint(fake.picture);
  expect(task).toHaveBeenCalledTimes(1);
  fake.paint(fake.picture);
  fake.fire("pointerdown");
  expect(task).toHaveBeenCalledTimes(1);
});

test("a page whose largest paint is not its picture runs it a second after load", () => {
  const { task, ...fake } = start({ hero: true, lcp: true });
  fake.fire("load");
  expect(task).not.toHaveBeenCalled();
  expect(fake.timers()).toEqual([1000]);
  expect(task).toHaveBeenCalledTimes(1);
});

test("a page without a hero picture runs it two frames after the first paint", () => {
  const { task, ...fake } = start({ hero: false, lcp: true });
  fake.frame();
  expect(task).not.toHaveBeenCalled();
  fake.frame();
  expect(task).not.toHaveBeenCalled();
  fake.timers();
  expect(task).toHaveBeenCalledTimes(1);
});

test("without largest-contentful-paint entries (Safari) the frames decide", () => {
  const { task, ...fake } = start({ hero: true, lcp: false });
  fake.frame();
  fake.frame();
  fake.timers();
  expect(task).toHaveBeenCalledTimes(1);
});

test("a page that has loaded already (the entry as a late file) runs it after two frames", () => {
  const { task, ...fake } = start({ hero: true, lcp: true, readyState: "complete" });
  fake.frame();
  fake.frame();
  fake.timers();
  expect(task).toHaveBeenCalledTimes(1);
});

test.each(["pointerdown", "keydown", "focusin"])(
  "the first %s runs it at once, and only once",
  (type) => {
    const { task, ...fake } = start({ hero: true, lcp: true });
    fake.fire(type);
    expect(task).toHaveBeenCalledTimes(1);
    fake.paint(fake.picture);
    fake.fire("pointerdown");
    expect(task).toHaveBeenCalledTimes(1);
  },
);
