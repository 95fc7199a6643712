import { Link } from "react-router-dom";
import { useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { useLeads } from "../api/get-leads";
import { DeskCard } from "./desk-card";

/** New leads and quote requests, each count a link to the inbox filtered to it. */
export function NewLeads({ inboxHref }: { inboxHref: (filter: Record<string, string>) => string }) {
  const { t } = useT();
  const counts = [
    ["desk.leads.newLeads", "newLeads", { status: "new" }],
    ["desk.leads.newQuoteRequests", "newQuoteRequests", { status: "new", quote: "true" }],
    ["desk.leads.quoteRequests", "quoteRequests", { quote: "true" }],
  ] as const;
  return (
    <DeskCard title={t("desk.leads.title")} query={useLeads()}>
      {(leads) => (
        <>
          <dl className="counts">
            {counts.map(([label, key, filter]) => (
              <div key={key} className="counts__entry">
                <dt>
                  <Link to={inboxHref(filter)}>{t(label)}</Link>
                </dt>
                <dd>{leads[key]}</dd>
              </div>
            ))}
          </dl>
          {leads.latest.length === 0 ? (
            <p>{t("desk.leads.none")}</p>
          ) : (
            <ul className="desk-list">
              {leads.latest.map((lead) => (
                <li key={lead.id}>
                  <strong>
                    {lead.name} {lead.family}
                  </strong>{" "}
                  {lead.quote && (
                    <span className="badge badge--quote">{t("desk.leads.quote")}</span>
                  )}
                  <br />
                  <span className="desk-list__meta">
                    {lead.source
                      ? t("desk.leads.dateFrom", {
                          date: formatDateTime(lead.createdAt),
                          source: lead.source,
                        })
                      : formatDateTime(lead.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DeskCard>
  );
}
