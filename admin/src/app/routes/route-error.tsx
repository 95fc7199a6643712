import { useT } from "@/i18n";
import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { errorMessage } from "@/lib/api-errors";

export function RouteError() {
  const error = useRouteError();
  const { t } = useT();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="status-screen">
      <h1>{t("layout.routeError.title")}</h1>
      <p role="alert">{errorMessage(error)}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t("layout.routeError.reload")}
      </button>
    </main>
  );
}
