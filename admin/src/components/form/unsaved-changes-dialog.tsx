import type { Blocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n";

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={t("items.leave.title")}
      description={t("items.leave.description")}
      cancelLabel={t("items.leave.stay")}
      confirmLabel={t("items.leave.confirm")}
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
