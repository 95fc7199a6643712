import type { FieldValues } from "react-hook-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useCreateItem } from "@/features/items/hooks/use-item-api";
import { useT } from "@/i18n";
import type { SavedItem } from "@/lib/item-kind";
import type { ItemEditorKind } from "./item-editor-kind";
import { ItemForm } from "./item-form";

export function ItemCreatePage<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
>({ kind }: { kind: ItemEditorKind<Item, Create, Values, Output> }) {
  const { t } = useT();
  const title = t(`items.kinds.newTitle.${kind.name}`);
  useDocumentTitle(title);
  const create = useCreateItem(kind);
  return (
    <>
      <h1>{title}</h1>
      <ItemForm kind={kind} save={(input) => create.mutateAsync(input)} />
    </>
  );
}
