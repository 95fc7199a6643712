import { createContext, useContext, type ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient, ApiClientOptions } from "@leca/shared/client";
import { loginReturningHere } from "./login-return";
import { createAccessStatus, type AccessStatusStore } from "./access-status";
import { createAdminApi } from "./api-client";
import { createQueryClient } from "./query-client";
import { createRoleStore, useRoleOf, type RoleStore } from "./role-store";
import { createSingleExit } from "./single-exit";
import { useValueOf } from "./value-store";

/** What the whole app shares; built once at start, or per test with a fake network. */
export interface AppDeps {
  api: ApiClient;
  queryClient: QueryClient;
  role: RoleStore;
  /** The guard's progress while the server cannot answer whether the user is an admin. */
  access: AccessStatusStore;
  /**
   * Leaves the SPA with a full page load (the login page and the home page are the site's).
   * Only the first call navigates: see createSingleExit.
   */
  leave: (path: string) => void;
}

export interface AppDepsOptions {
  adapter?: ApiClientOptions["adapter"];
  leave?: (path: string) => void;
}

export function createAppDeps(options: AppDepsOptions = {}): AppDeps {
  const leave = createSingleExit(options.leave ?? ((path: string) => window.location.assign(path)));
  return {
    api: createAdminApi({
      onAuthFailure: () => leave(loginReturningHere()),
      adapter: options.adapter,
    }),
    queryClient: createQueryClient(),
    role: createRoleStore(),
    access: createAccessStatus(),
    leave,
  };
}

const DepsContext = createContext<AppDeps | null>(null);

export function DepsProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return <DepsContext.Provider value={deps}>{children}</DepsContext.Provider>;
}

export function useDeps(): AppDeps {
  const deps = useContext(DepsContext);
  if (!deps) throw new Error("useDeps needs a DepsProvider above it");
  return deps;
}

export const useApi = () => useDeps().api;
export const useRole = () => useRoleOf(useDeps().role);
export const useAccessStatus = () => useValueOf(useDeps().access);
