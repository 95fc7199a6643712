import { useSyncExternalStore } from "react";
import { SWITCH_SECONDS } from "./language-switch";

// The React runtime's half of the language switch: the switcher asks, the animated content
// plays its exit and then navigates. The islands runtime does the same in src/islands/shell.

type Listener = () => void;
let leaving: { to: string; done: () => void } | null = null;
const listeners = new Set<Listener>();

/** The switcher asks; the animated content plays its exit, then calls `done` (navigation). */
export function requestLanguageSwitch(to: string, done: () => void): void {
  leaving = { to, done };
  listeners.forEach((listener) => listener());
  // If the animation cannot run (engine still loading, tab hidden), the switch still happens.
  setTimeout(finishLeaving, SWITCH_SECONDS * 1000 + 250);
}

export function finishLeaving(): void {
  const current = leaving;
  leaving = null;
  current?.done();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLeaving() {
  return useSyncExternalStore(
    subscribe,
    () => leaving,
    () => null,
  );
}
