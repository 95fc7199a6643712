import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useT } from "@/i18n";

interface DeleteItemDialogProps {
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteItemDialog({ title, busy, onConfirm, onCancel }: DeleteItemDialogProps) {
  const { t } = useT();
  return (
    <ConfirmDialog
      open={title !== null}
      title={t("items.deleteDialog.title", { title: title ?? "" })}
      description={t("items.deleteDialog.description")}
      cancelLabel={t("items.deleteDialog.keep")}
      confirmLabel={t("common.actions.delete")}
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
