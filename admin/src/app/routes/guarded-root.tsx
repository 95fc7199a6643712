import { useT } from "@/i18n";
import { useRole } from "@/lib/deps";
import { DashboardLayout } from "../layout/dashboard-layout";

/** Until the guard has said "admin", nothing of the dashboard is rendered. */
export function GuardedRoot() {
  const role = useRole();
  const { t } = useT();
  if (role !== "admin") return <StatusScreen message={t("layout.access.toLogin")} />;
  return <DashboardLayout />;
}

export function StatusScreen({ message }: { message: string }) {
  const { t } = useT();
  return (
    <main className="status-screen">
      <h1>{t("common.dashboard")}</h1>
      <p role="status">{message}</p>
    </main>
  );
}
