import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { errorMessage } from "@/lib/api-errors";

export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <main className="status-screen">
      <h1>Something went wrong</h1>
      <p role="alert">{errorMessage(error)}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
