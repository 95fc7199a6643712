import type { ReactNode } from "react";
import { PLAIN_AUDIT_DETAILS, readAuditDetail, type LeadStatus } from "@leca/shared/contracts";
import { formatNumber } from "@leca/shared/i18n";
import { fieldLabel } from "@/lib/field-label";
import { useT, type MessageKey } from "@/i18n";
import { fieldList } from "@/lib/field-names";
import { formatDateTime } from "@/lib/dates";

/** Text that is data, not words (a path, a file type, a search): kept left to right. */
const Ltr = ({ children }: { children: ReactNode }) => <bdi dir="ltr">{children}</bdi>;

/** The export's filter (a query string) as the inbox's own filter names and values. */
function FilterText({ query }: { query: string }) {
  const { t } = useT();
  const parts: ReactNode[] = [];
  new URLSearchParams(query).forEach((value, key) => {
    const shown =
      key === "status"
        ? t(`inbox.statuses.${value as LeadStatus}`)
        : key === "quote"
          ? t(value === "true" ? "inbox.filters.quoteRequests" : "inbox.filters.otherMessages")
          : key === "from" || key === "to"
            ? formatDateTime(value)
            : value;
    const label: MessageKey =
      key === "quote"
        ? "inbox.filters.kind"
        : key === "q"
          ? "inbox.filters.search"
          : key === "status" || key === "source" || key === "from" || key === "to"
            ? `inbox.filters.${key}`
            : "inbox.filters.label";
    parts.push(
      <span key={key}>
        {parts.length > 0 && t("inbox.quote.packSeparator")}
        {t(label)}: <bdi dir="auto">{shown}</bdi>
      </span>,
    );
  });
  return parts.length > 0 ? <>{parts}</> : <>{t("audit.details.noFilter")}</>;
}

/**
 * An entry's detail in the admin's language, from the code it is stored as; an entry older than
 * the codes, whose sentence no rule recognises, shows that sentence in its own direction.
 */
export function AuditDetail({ detail }: { detail: string | null }) {
  const { t, tx, language } = useT();
  if (!detail) return null;
  const coded = readAuditDetail(detail);
  if (!coded) return <bdi dir="auto">{detail}</bdi>;
  const p = coded.params;
  const n = (value: string | undefined) => formatNumber(Number(value ?? 0), language);
  if (PLAIN_AUDIT_DETAILS.has(coded.code))
    return <>{t(`audit.details.${coded.code}` as MessageKey)}</>;
  switch (coded.code) {
    case "two-factor-refused":
      return (
        <>
          {t("audit.details.two-factor-refused", {
            step: t(`audit.details.steps.${p.step as "turn-on"}`),
            why: PLAIN_AUDIT_DETAILS.has(p.why ?? "")
              ? t(`audit.details.${p.why}` as MessageKey)
              : (p.why ?? ""),
          })}
        </>
      );
    case "other-sessions-ended":
    case "every-other-session":
      return <>{t(`audit.details.${coded.code}`, { count: n(p.count) })}</>;
    case "rebuild-note":
      return <>{tx("audit.details.rebuild-note", { note: <bdi dir="auto">{p.note}</bdi> })}</>;
    case "file":
      return (
        <>
          {tx("audit.details.file", {
            type: <Ltr>{p.type}</Ltr>,
            dimensions: <Ltr>{`${p.width}×${p.height}`}</Ltr>,
            size: <>{formatNumber(Math.ceil(Number(p.bytes ?? 0) / 1024), language)}</>,
          })}
        </>
      );
    case "item": {
      const path = <Ltr>{p.path}</Ltr>;
      return p.scheduledFor ? (
        <>
          {tx("audit.details.itemScheduled", { path, date: <>{formatDateTime(p.scheduledFor)}</> })}
        </>
      ) : (
        <>{tx("audit.details.item", { path })}</>
      );
    }
    case "fields":
      return (
        <>
          {t("audit.details.fields", {
            fields: fieldList((p.fields ?? "").split(",").filter(Boolean).map(fieldLabel)),
          })}
        </>
      );
    case "restored":
      return <>{t("audit.details.restored", { version: n(p.version) })}</>;
    case "lead-status":
      return (
        <>{t("audit.details.lead-status", { status: t(`inbox.statuses.${p.to as LeadStatus}`) })}</>
      );
    case "leads-exported":
      return (
        <>
          {tx("audit.details.leads-exported", {
            count: <>{n(p.count)}</>,
            filter: <FilterText query={p.filter ?? ""} />,
          })}
        </>
      );
  }
  return <bdi dir="auto">{detail}</bdi>;
}
