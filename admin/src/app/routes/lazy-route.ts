import type { ComponentType } from "react";
import type { LoaderFunction, LoaderFunctionArgs } from "react-router-dom";
import { requireAdmin } from "@/features/auth/require-admin";
import { i18n } from "@/i18n";
import type { AppDeps } from "@/lib/deps";

/** What a feature's route file exports: its page, and a loader when it needs data first. */
export interface RouteModule {
  default: ComponentType;
  createLoader?: (deps: AppDeps) => LoaderFunction;
}

/**
 * A route whose code (and loader) arrive only when it is first visited. Loaders run alongside the
 * root's guard, so each one waits for the same (cached) admin check before it asks for data.
 */
export const lazyRoute = (deps: AppDeps, load: () => Promise<RouteModule>) => async () => {
  // The screen's words (the language's whole catalog, once) come alongside its code.
  const [module] = await Promise.all([load(), i18n.ready()]);
  const loader = module.createLoader?.(deps);
  return {
    Component: module.default,
    ...(loader
      ? {
          loader: async (args: LoaderFunctionArgs) =>
            (await requireAdmin(deps)) ? loader(args) : null,
        }
      : {}),
  };
};
