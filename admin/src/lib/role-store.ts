import { useSyncExternalStore } from "react";

export type Role = "guest" | "admin";

export interface RoleStore {
  get(): Role;
  set(role: Role): void;
  subscribe(listener: () => void): () => void;
}

/** A store, not React state: the route guard runs in loaders, outside any component. */
export function createRoleStore(initial: Role = "guest"): RoleStore {
  let role = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => role,
    set(next) {
      if (next === role) return;
      role = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useRoleOf(store: RoleStore): Role {
  return useSyncExternalStore(store.subscribe, store.get);
}
