import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { useTwoFactorStatus } from "../api/two-factor";

/**
 * REQUIRE_2FA: an admin without an authenticator sees the Security screen until they have one
 * (the API refuses them everything else meanwhile, TWO_FACTOR_SETUP_REQUIRED).
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const { pathname } = useLocation();
  const mustEnrol = status.data?.required === true && !status.data.enabled;
  if (mustEnrol && pathname !== paths.security.path) {
    return <Navigate to={paths.security.getHref()} replace />;
  }
  return <>{children}</>;
}
