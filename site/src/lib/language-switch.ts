import { useSyncExternalStore } from "react";
import { directionOf } from "./languages";

/** Spec: 0.4 s out, sliding 100 px, then 0.4 s in. */
export const SWITCH_SECONDS = 0.4;
export const SWITCH_DISTANCE = 100;

/** Carried in the navigation's history state so the next page knows to fade in. */
export interface SwitchState {
  languageSwitch: { to: string };
}

export const isSwitchState = (state: unknown): state is SwitchState =>
  typeof state === "object" && state !== null && "languageSwitch" in state;

/** Content leaves towards the reading start of the old language... */
export const exitOffset = (from: string) =>
  directionOf(from) === "rtl" ? SWITCH_DISTANCE : -SWITCH_DISTANCE;
/** ...and the new language's content arrives from its reading end. */
export const enterOffset = (to: string) =>
  directionOf(to) === "rtl" ? -SWITCH_DISTANCE : SWITCH_DISTANCE;

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
