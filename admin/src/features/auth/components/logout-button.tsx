import { useT } from "@/i18n";
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
  const { t } = useT();
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Icon name="logout" />
        {label(t("auth.logout.button"))}
      </button>
      <ConfirmDialog
        open={open}
        title={t("auth.logout.title")}
        description={t("auth.logout.description")}
        cancelLabel={t("auth.logout.stay")}
        confirmLabel={t("auth.logout.confirm")}
        busy={logout.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => logout.mutate()}
      />
    </>
  );
}
