import { useState } from "react";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { useT } from "@/i18n";
import { errorMessage } from "@/lib/api-errors";
import type { ListedItem } from "@/lib/item-kind";
import type { ItemKind } from "@/lib/query-keys";
import { DeleteItemDialog } from "./delete-item-dialog";
import { ItemTable } from "./item-table";
import { ListToolbar } from "./list-toolbar";
import { Pagination } from "../../../components/list/pagination";
import type { ListParams } from "./use-list-params";

interface ItemListViewProps {
  /** The kind listed: its sentences ("No news items match.") are whole texts of their own. */
  kind: ItemKind;
  heading: string;
  create: { href: string; label: string };
  editHref: (slug: string) => string;
  params: ListParams;
  list: UseQueryResult<{ items: ListedItem[]; total: number }>;
  remove: UseMutationResult<void, unknown, string>;
}

/** A news or gallery list: the API searches, filters, sorts and pages; deleting asks first. */
export function ItemListView({
  kind,
  heading,
  create,
  editHref,
  params,
  list,
  remove,
}: ItemListViewProps) {
  const { t, tx } = useT();
  const [doomed, setDoomed] = useState<ListedItem | null>(null);
  const { query, update } = params;

  const confirmDelete = () => {
    if (!doomed) return;
    remove.mutate(doomed.slug, {
      onSuccess: () =>
        toast.success(tx("items.list.deleted", { title: <bdi dir="ltr">{doomed.title.en}</bdi> })),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setDoomed(null),
    });
  };

  return (
    <>
      <div className="page-header">
        <h1>{heading}</h1>
        <ButtonLink to={create.href}>{create.label}</ButtonLink>
      </div>
      <ListToolbar key={query.q} searchLabel={t(`items.list.search.${kind}`)} {...params} />
      {list.isError && (
        <Alert tone="error" title={t(`items.list.loadFailed.${kind}`)}>
          <p>{errorMessage(list.error)}</p>
        </Alert>
      )}
      {list.isPending && <p role="status">{t(`items.list.loading.${kind}`)}</p>}
      {list.data?.items.length === 0 && <p>{t(`items.list.empty.${kind}`)}</p>}
      {list.data && list.data.items.length > 0 && (
        <ItemTable
          caption={heading}
          items={list.data.items}
          editHref={editHref}
          onDelete={setDoomed}
        />
      )}
      {list.data && (
        <Pagination
          page={query.page}
          pageSize={query.pageSize}
          total={list.data.total}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
      <DeleteItemDialog
        title={doomed?.title.en ?? null}
        busy={remove.isPending}
        onCancel={() => setDoomed(null)}
        onConfirm={confirmDelete}
      />
    </>
  );
}
