import { createValueStore, type ValueStore } from "./value-store";

/** Why the guard has no answer yet: the server said it is busy, did not answer, or failed. */
export type AccessProblem = "busy" | "unreachable" | "failing";

export type AccessStatus =
  | { kind: "checking" }
  | {
      kind: "waiting";
      problem: AccessProblem;
      /** The failed answer's HTTP status; 0 when none arrived. */
      status: number;
      /** When the guard asks again (epoch ms). */
      retryAt: number;
    };

/**
 * What the guard is doing while it cannot get an answer, for the screen shown meanwhile, and
 * the pause between its attempts, which that screen's "Try again now" cuts short.
 */
export interface AccessStatusStore extends ValueStore<AccessStatus> {
  /** Resolves after `ms`, or as soon as retryNow() is called. */
  pause(ms: number): Promise<void>;
  retryNow(): void;
}

export function createAccessStatus(): AccessStatusStore {
  const store = createValueStore<AccessStatus>({ kind: "checking" });
  const wakers = new Set<() => void>();
  return {
    ...store,
    pause: (ms) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        wakers.add(wake);
      }),
    retryNow: () => [...wakers].forEach((wake) => wake()),
  };
}
