import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-errors";

/**
 * The item an editor works on, replaceable by the latest saved version after a 409: `run` loads
 * it as it is, `merge` first hands it to `withLatest` (which merges the admin's changes into it).
 */
export function useReloadableItem<T extends { slug: string }>(
  loaded: T | null,
  fetchLatest: (slug: string) => Promise<T>,
) {
  const [item, setItem] = useState(loaded);
  const [pending, setPending] = useState(false);

  const load = async (withLatest?: (latest: T) => void) => {
    if (!item) return;
    setPending(true);
    try {
      const latest = await fetchLatest(item.slug);
      withLatest?.(latest);
      setItem(latest);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return {
    item,
    reload: { run: () => load(), pending },
    merge: (withLatest: (latest: T) => void) => load(withLatest),
  };
}
