import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "@/lib/deps";
import { queryKeys } from "@/lib/query-keys";

/** POST /api/contact/{id}/notes/ {text}: an internal note, signed with the admin's name. */
export function useAddNote() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => api.contact.addNote(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contact }),
  });
}
