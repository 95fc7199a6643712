import { useT } from "@/i18n";

/** The characters left at which the count is also announced (politely) as the text grows. */
export const NEAR_LIMIT = 20;

/** A text limit and the value's length now (from the kind configs and contracts in shared/). */
export interface LengthLimit {
  max: number;
  length: number;
}

/**
 * The limit and a live count under a limited field, read with the field (aria-describedby: the
 * `id`), before any attempt to save. Screen readers hear the count change only near the limit
 * (NEAR_LIMIT characters left, or over it), in a polite live region of its own, so typing
 * elsewhere is not talked over.
 */
export function LengthCounter({ id, limit }: { id: string; limit: LengthLimit }) {
  const { t } = useT();
  const left = limit.max - limit.length;
  const announced =
    left < 0
      ? t("common.length.over", { count: -left })
      : left <= NEAR_LIMIT
        ? t("common.length.left", { count: left })
        : "";
  return (
    <>
      <p id={id} className={`field__count${left < 0 ? " field__count--over" : ""}`}>
        {t("common.length.count", { used: limit.length, max: limit.max })}
        {left < 0 && ` · ${t("common.length.over", { count: -left })}`}
      </p>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </span>
    </>
  );
}
