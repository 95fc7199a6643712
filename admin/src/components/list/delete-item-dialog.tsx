import { ConfirmDialog } from "@/components/ui/confirm-dialog";

interface DeleteItemDialogProps {
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteItemDialog({ title, busy, onConfirm, onCancel }: DeleteItemDialogProps) {
  return (
    <ConfirmDialog
      open={title !== null}
      title={`Delete “${title ?? ""}”?`}
      description="It disappears from the dashboard and, after the next rebuild, from the site. This cannot be undone."
      cancelLabel="Keep it"
      confirmLabel="Delete"
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
