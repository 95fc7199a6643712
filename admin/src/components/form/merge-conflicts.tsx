import { useId, useState } from "react";
import { fieldLabel } from "@/lib/field-label";
import { Alert } from "@/components/ui/alert";
import { useT } from "@/i18n";
import type { MergeConflict } from "@/lib/merge-values";

/** What a side of a conflict holds, as text to compare; a list (the pictures) by its length. */
function Shown({ value }: { value: unknown }) {
  const { t } = useT();
  if (typeof value === "string") {
    return value ? (
      <p className="merge__value" dir="auto">
        {value}
      </p>
    ) : (
      <p className="merge__value merge__value--empty">{t("items.merge.empty")}</p>
    );
  }
  return <p className="merge__value">{t("items.merge.notText")}</p>;
}

/** The newer save first, then mine: the one picked by default, as on screen before the merge. */
const SIDES = ["theirs", "mine"] as const;

function Conflict({
  conflict,
  theirsLabel,
  onPick,
}: {
  conflict: MergeConflict;
  theirsLabel: string;
  onPick: (value: unknown) => void;
}) {
  const { t } = useT();
  const name = useId();
  const [picked, setPicked] = useState<"mine" | "theirs">("mine");
  const pick = (side: "mine" | "theirs") => {
    setPicked(side);
    onPick(side === "mine" ? conflict.mine : conflict.theirs);
  };
  return (
    <fieldset className="merge__field">
      <legend>{fieldLabel(conflict.path)}</legend>
      <div className="merge__sides">
        {SIDES.map((side) => (
          <label key={side} className="merge__side">
            <span>
              <input
                type="radio"
                name={name}
                checked={picked === side}
                onChange={() => pick(side)}
              />{" "}
              {side === "mine" ? t("items.merge.keepMine") : theirsLabel}
            </span>
            <Shown value={side === "mine" ? conflict.mine : conflict.theirs} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * After a merge with a newer save: the fields both saves changed, each with both values side by
 * side; the admin picks one per field (theirs or mine), then saves on top of the newer version.
 */
export function MergeConflicts({
  conflicts,
  you,
  onPick,
}: {
  conflicts: MergeConflict[];
  /** The newer save was this admin's own, in another tab. */
  you: boolean;
  onPick: (path: string, value: unknown) => void;
}) {
  const { t } = useT();
  const theirsLabel = t(you ? "items.merge.keepOtherTab" : "items.merge.keepTheirs");
  return (
    <Alert tone="info" title={t("items.merge.title")}>
      <p>{conflicts.length > 0 ? t("items.merge.pick") : t("items.merge.clean")}</p>
      {conflicts.map((conflict) => (
        <Conflict
          key={conflict.path}
          conflict={conflict}
          theirsLabel={theirsLabel}
          onPick={(value) => onPick(conflict.path, value)}
        />
      ))}
    </Alert>
  );
}
