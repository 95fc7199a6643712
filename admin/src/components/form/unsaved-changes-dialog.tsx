import type { Blocker } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title="Leave without saving?"
      description="Your changes on this page are not saved yet. If you leave now, they are lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      danger
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
