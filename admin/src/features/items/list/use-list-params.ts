import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import type { ItemListQuery } from "@leca/shared/client";

export const PAGE_SIZE = 10;
export const STATUS_FILTERS = ["all", "draft", "published", "scheduled"] as const;
export const SORTS = ["newest", "oldest", "updated", "title"] as const;

type StatusFilter = (typeof STATUS_FILTERS)[number];
type Sort = (typeof SORTS)[number];

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The list's query lives in the URL, so back, reload and shared links keep the same view. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const query = {
    ...(q ? { q } : {}),
    status: oneOf<StatusFilter>(STATUS_FILTERS, params.get("status"), "all"),
    sort: oneOf<Sort>(SORTS, params.get("sort"), "newest"),
    page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
    pageSize: PAGE_SIZE,
  } satisfies ItemListQuery;

  const update = useCallback(
    (changes: Partial<Record<"q" | "status" | "sort" | "page", string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new search or filter starts again from its first page.
        if (!("page" in changes)) next.delete("page");
        return next;
      });
    },
    [setParams],
  );

  return { query, update };
}

export type ListParams = ReturnType<typeof useListParams>;
