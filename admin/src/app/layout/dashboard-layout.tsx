import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { TwoFactorGate } from "@/features/security/components/two-factor-gate";
import { Sidebar } from "./sidebar";

export function DashboardLayout() {
  const navigation = useNavigation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <main
        id="main"
        className="layout__main"
        tabIndex={-1}
        aria-busy={navigation.state !== "idle"}
      >
        <TwoFactorGate>
          <Outlet />
        </TwoFactorGate>
      </main>
      <ScrollRestoration />
    </div>
  );
}
