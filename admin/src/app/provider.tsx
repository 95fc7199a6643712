import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { DepsProvider, type AppDeps } from "@/lib/deps";
import { DashboardMotion } from "@/lib/motion";

export function AppProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return (
    <DepsProvider deps={deps}>
      <QueryClientProvider client={deps.queryClient}>
        <DashboardMotion>{children}</DashboardMotion>
        {/* Sonner animates its toasts in and out itself (CSS), and honours reduced motion. */}
        <Toaster richColors duration={5000} closeButton position="top-right" />
      </QueryClientProvider>
    </DepsProvider>
  );
}
