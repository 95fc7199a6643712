import type { AppDeps } from "@/lib/deps";
import { loginReturningHere } from "@/lib/login-return";
import { isAdminQueryOptions } from "./api/get-is-admin";
import { problemOf, retryDelayMs } from "./retry-delay";

/** The check in progress per app, shared by the root's and the child routes' loaders. */
const pending = new WeakMap<AppDeps, Promise<boolean>>();

/**
 * The route guard, awaited by every route's loader before anything else loads. A yes is cached
 * (one request per page load); a no is dropped, so a later check asks the server again. Only an
 * answer decides: no answer (a busy server's 503, a 5xx, no connection) is asked again, never
 * taken for "guest", or an admin would be sent to /login by a moment of overload.
 */
export function requireAdmin(deps: AppDeps): Promise<boolean> {
  let check = pending.get(deps);
  if (!check) {
    check = decide(deps).finally(() => pending.delete(deps));
    pending.set(deps, check);
  }
  return check;
}

async function decide(deps: AppDeps): Promise<boolean> {
  const { queryClient, role, leave } = deps;
  if (await askUntilAnswered(deps)) {
    role.set("admin");
    return true;
  }
  queryClient.removeQueries({ queryKey: isAdminQueryOptions(deps.api).queryKey });
  role.set("guest");
  leave(loginReturningHere());
  return false;
}

async function askUntilAnswered({ api, queryClient, access }: AppDeps): Promise<boolean> {
  const options = isAdminQueryOptions(api);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await queryClient.fetchQuery(options);
      access.set({ kind: "checking" });
      return answer;
    } catch (error) {
      const delay = retryDelayMs(attempt, error);
      access.set({ kind: "waiting", ...problemOf(error), retryAt: Date.now() + delay });
      await access.pause(delay);
      access.set({ kind: "checking" });
    }
  }
}
