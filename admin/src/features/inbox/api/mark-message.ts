import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** PATCH /api/contact/{id}/ {read} */
export function useMarkMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) => api.contact.markRead(id, read),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contact }),
  });
}
