import type { FetchQueryOptions, QueryKey } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { paths } from "@/config/paths";
import { isAuthError } from "./api-errors";
import type { AppDeps } from "./deps";

/**
 * An edit page's loader: the item is fetched before the page shows; if that fails, the admin
 * goes to the site's home page.
 */
export const itemLoader =
  <T, Key extends QueryKey>(
    { queryClient, leave }: AppDeps,
    options: (slug: string) => FetchQueryOptions<T, Error, T, Key>,
  ) =>
  async ({ params }: LoaderFunctionArgs): Promise<T | null> => {
    try {
      return await queryClient.fetchQuery(options(params.slug ?? ""));
    } catch (error) {
      // An ended session is already on its way to /login.
      if (!isAuthError(error)) leave(paths.site.home);
      return null;
    }
  };
