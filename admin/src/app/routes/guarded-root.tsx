import { useRole } from "@/lib/deps";
import { DashboardLayout } from "../layout/dashboard-layout";

/** Until the guard has said "admin", nothing of the dashboard is rendered. */
export function GuardedRoot() {
  const role = useRole();
  if (role !== "admin") return <StatusScreen message="Taking you to the login page…" />;
  return <DashboardLayout />;
}

export function StatusScreen({ message }: { message: string }) {
  return (
    <main className="status-screen">
      <h1>Dashboard</h1>
      <p role="status">{message}</p>
    </main>
  );
}
