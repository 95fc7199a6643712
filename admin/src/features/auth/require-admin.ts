import type { AppDeps } from "@/lib/deps";
import { paths } from "@/config/paths";
import { isAdminQueryOptions } from "./api/get-is-admin";

/**
 * The route guard, awaited by every route's loader before anything else loads. A yes is cached
 * (one request per page load); a no is dropped, so a later check asks the server again.
 */
export async function requireAdmin({ api, queryClient, role, leave }: AppDeps): Promise<boolean> {
  const options = isAdminQueryOptions(api);
  let isAdmin = false;
  try {
    isAdmin = await queryClient.fetchQuery(options);
  } catch {
    // No answer at all (offline): nothing here can be shown without the API anyway.
  }
  if (isAdmin) {
    role.set("admin");
    return true;
  }
  queryClient.removeQueries({ queryKey: options.queryKey });
  role.set("guest");
  leave(paths.site.login);
  return false;
}
