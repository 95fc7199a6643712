import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { useOnScreen } from "../src/lib/useOnScreen";

// The browser's IntersectionObserver (jsdom has none): the test says when the element is seen.
let observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeIntersectionObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers = observers.filter((observer) => observer !== this.entry);
  }
}

function scroll(onScreen: boolean) {
  act(() => {
    for (const { callback, targets } of observers) {
      const entries = targets.map((target) => ({ target, isIntersecting: onScreen }));
      callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
    }
  });
}

function Probe() {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return <p ref={setElement}>{useOnScreen(element) ? "seen" : "unseen"}</p>;
}

afterEach(() => Reflect.deleteProperty(window, "IntersectionObserver"));

describe("useOnScreen", () => {
  it("follows the element in and out of the viewport, and stops watching when it is gone", () => {
    observers = [];
    window.IntersectionObserver =
      FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    const { unmount } = render(<Probe />);
    expect(screen.getByText("unseen")).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    scroll(true);
    expect(screen.getByText("seen")).toBeInTheDocument();
    scroll(false);
    expect(screen.getByText("unseen")).toBeInTheDocument();
    unmount();
    expect(observers).toEqual([]);
  });

  it("counts as on screen where the browser cannot tell", () => {
    render(<Probe />);
    expect(screen.getByText("seen")).toBeInTheDocument();
  });
});
