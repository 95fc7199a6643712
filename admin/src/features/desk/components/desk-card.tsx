import { useId, type ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";

interface DeskCardProps<T> {
  /** Already in the admin's language. */
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** One panel of the desk, with its own loading and error state. */
export function DeskCard<T>({ title, query, children }: DeskCardProps<T>) {
  const { t } = useT();
  const headingId = useId();
  return (
    <section className="desk-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {query.isPending && <p role="status">{t("common.loading")}</p>}
      {query.isError && (
        <p className="field__error" role="alert">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isSuccess && children(query.data)}
    </section>
  );
}
