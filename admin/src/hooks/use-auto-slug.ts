import { useCallback, useEffect, useState } from "react";
import { slugFromTitle } from "@leca/shared/slug";

/**
 * Keeps the slug made from the English title until the admin types one; clearing the slug hands
 * it back to the title. Existing items start with their own slug, which is never rewritten.
 */
export function useAutoSlug(titleEn: string, startAuto: boolean, setSlug: (slug: string) => void) {
  const [auto, setAuto] = useState(startAuto);

  useEffect(() => {
    if (auto) setSlug(titleEn.trim() ? slugFromTitle(titleEn) : "");
  }, [auto, titleEn, setSlug]);

  const onSlugInput = useCallback((value: string) => setAuto(value.trim() === ""), []);

  return { auto, onSlugInput };
}
