import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import { useLogout } from "../api/logout";

export function LogoutButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Icon name="logout" />
        <span className="sidebar__label">Logout</span>
      </button>
      <ConfirmDialog
        open={open}
        title="Leaving So Soon?"
        description="You will be logged out of the dashboard."
        cancelLabel="Stay"
        confirmLabel="I'm Out"
        busy={logout.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => logout.mutate()}
      />
    </>
  );
}
