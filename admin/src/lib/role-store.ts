import { createValueStore, useValueOf, type ValueStore } from "./value-store";

export type Role = "guest" | "admin";

/** A store, not React state: the route guard runs in loaders, outside any component. */
export type RoleStore = ValueStore<Role>;

export const createRoleStore = (initial: Role = "guest"): RoleStore => createValueStore(initial);

export const useRoleOf = (store: RoleStore): Role => useValueOf(store);
