import { useQuery } from "@tanstack/react-query";
import type { ContactMessage } from "@leca/shared/contracts";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

export interface LeadSummary {
  /** Messages nobody has moved on from "new" yet. */
  newLeads: number;
  newQuoteRequests: number;
  quoteRequests: number;
  /** The newest new leads. */
  latest: ContactMessage[];
}

/** GET /api/contact/ three times, filtered: the API's `total` is each count. */
export function useLeads() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.contactLeads,
    queryFn: async (): Promise<LeadSummary> => {
      const [fresh, freshQuotes, quotes] = await Promise.all([
        api.contact.list({ status: "new", pageSize: 5 }),
        api.contact.list({ status: "new", quote: true, pageSize: 1 }),
        api.contact.list({ quote: true, pageSize: 1 }),
      ]);
      return {
        newLeads: fresh.total,
        newQuoteRequests: freshQuotes.total,
        quoteRequests: quotes.total,
        latest: fresh.items,
      };
    },
  });
}
