import { Link } from "react-router-dom";
import { formatDateTime } from "@/lib/dates";
import { useLeads } from "../api/get-leads";
import { DeskCard } from "./desk-card";

/** New leads and quote requests, each count a link to the inbox filtered to it. */
export function NewLeads({ inboxHref }: { inboxHref: (filter: Record<string, string>) => string }) {
  const counts = [
    ["New leads", "newLeads", { status: "new" }],
    ["New quote requests", "newQuoteRequests", { status: "new", quote: "true" }],
    ["All quote requests", "quoteRequests", { quote: "true" }],
  ] as const;
  return (
    <DeskCard title="Leads" query={useLeads()}>
      {(leads) => (
        <>
          <dl className="counts">
            {counts.map(([label, key, filter]) => (
              <div key={key} className="counts__entry">
                <dt>
                  <Link to={inboxHref(filter)}>{label}</Link>
                </dt>
                <dd>{leads[key]}</dd>
              </div>
            ))}
          </dl>
          {leads.latest.length === 0 ? (
            <p>No new leads.</p>
          ) : (
            <ul className="desk-list">
              {leads.latest.map((lead) => (
                <li key={lead.id}>
                  <strong>
                    {lead.name} {lead.family}
                  </strong>{" "}
                  {lead.quote && <span className="badge badge--quote">Quote request</span>}
                  <br />
                  <span className="desk-list__meta">
                    {formatDateTime(lead.createdAt)}
                    {lead.source ? `, from ${lead.source}` : ""}
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
