import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api-errors";

/** The item an editor works on, replaceable by the latest saved version after a 409. */
export function useReloadableItem<T extends { slug: string }>(
  loaded: T | null,
  fetchLatest: (slug: string) => Promise<T>,
) {
  const [item, setItem] = useState(loaded);
  const [pending, setPending] = useState(false);

  const run = async () => {
    if (!item) return;
    setPending(true);
    try {
      setItem(await fetchLatest(item.slug));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { item, reload: { run, pending } };
}
