import type { ReactNode } from "react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Icon } from "@/components/ui/icon";
import { useLogout } from "../api/logout";

/** "Logout", with the spec's confirmation; `label` renders its text (the sidebar's fades). */
export function LogoutButton({
  className,
  label = (text) => <span className="sidebar__label">{text}</span>,
}: {
  className?: string;
  label?: (text: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Icon name="logout" />
        {label("Logout")}
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
