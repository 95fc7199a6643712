import { useMutation } from "@tanstack/react-query";
import type { ContactFilterQuery } from "@leca/shared/client";
import { saveFile } from "@/lib/save-file";
import { useApi } from "@/lib/deps";

/** GET /api/contact/export.csv with the inbox's filters, saved as messages-<date>.csv. */
export function useExportLeads() {
  const api = useApi();
  return useMutation({
    mutationFn: async (filter: ContactFilterQuery) => {
      const csv = await api.contact.exportCsv(filter);
      saveFile(csv, `messages-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
}
