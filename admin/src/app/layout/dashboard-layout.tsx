import { useT } from "@/i18n";
import { useAdminLanguage } from "@/features/preferences/use-admin-language";
import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { TwoFactorGate } from "@/features/security/components/two-factor-gate";
import { Sidebar } from "./sidebar";

export function DashboardLayout() {
  const navigation = useNavigation();
  const { t } = useT();
  useAdminLanguage();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t("layout.skipToContent")}
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
