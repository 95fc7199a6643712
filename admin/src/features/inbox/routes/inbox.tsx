import { useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { Pagination } from "@/components/list/pagination";
import { Alert } from "@/components/ui/alert";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { errorMessage } from "@/lib/api-errors";
import { useMessages } from "../api/get-messages";
import { useMarkMessage } from "../api/mark-message";
import { MessageCard } from "../components/message-card";

const PAGE_SIZE = 20;

export default function InboxRoute() {
  useDocumentTitle("Inbox");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const messages = useMessages({ page, pageSize: PAGE_SIZE });
  const mark = useMarkMessage();
  const unread = messages.data?.unread;

  return (
    <>
      <div className="page-header">
        <h1>Inbox</h1>
        {unread !== undefined && (
          <p className="page-header__note" role="status">
            {unread === 0 ? "Everything is read." : `${unread} unread`}
          </p>
        )}
      </div>
      {messages.isError && (
        <Alert tone="error" title="The messages could not be loaded">
          <p>{errorMessage(messages.error)}</p>
        </Alert>
      )}
      {messages.isPending && <p role="status">Loading messages…</p>}
      {messages.data?.items.length === 0 && <p>No messages yet.</p>}
      <div className="messages">
        {messages.data?.items.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            busy={mark.isPending && mark.variables.id === message.id}
            onToggleRead={() =>
              mark.mutate(
                { id: message.id, read: !message.read },
                { onError: (error) => toast.error(errorMessage(error)) },
              )
            }
          />
        ))}
      </div>
      {messages.data && (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          total={messages.data.total}
          onPage={(next) => setParams({ page: String(next) })}
        />
      )}
    </>
  );
}
