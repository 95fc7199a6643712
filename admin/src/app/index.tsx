import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import type { AppDeps } from "@/lib/deps";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

export function App({ deps }: { deps: AppDeps }) {
  const [router] = useState(() => createAppRouter(deps));
  return (
    <AppProvider deps={deps}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
