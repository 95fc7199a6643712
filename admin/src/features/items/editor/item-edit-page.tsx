import { useQueryClient } from "@tanstack/react-query";
import type { FieldValues } from "react-hook-form";
import { Fragment, useState } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import type { AdminProfile } from "@leca/shared/contracts";
import { LANGUAGES } from "@leca/shared/languages";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { itemQueryOptions, useUpdateItem } from "@/features/items/hooks/use-item-api";
import { useReloadableItem } from "@/features/items/hooks/use-reloadable-item";
import { OWN_NAMES, useT } from "@/i18n";
import { useApi, type AppDeps } from "@/lib/deps";
import { itemLoader } from "@/lib/item-loader";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { mergeValues, type MergeConflict } from "@/lib/merge-values";
import { queryKeys } from "@/lib/query-keys";
import type { ItemEditorKind } from "./item-editor-kind";
import { ItemForm } from "./item-form";

/** Between the preview links: punctuation, the same in every language. */
const SEPARATOR = " · ";

/**
 * What the edit route's loader answers: the item, or null while the admin is sent away. Wrapped:
 * the router's loader-data type resolves an object at once, but not a bare type parameter.
 */
interface EditLoaderData<Item> {
  item: Item | null;
}

/** The edit route's loader: the kind's item is fetched before the page shows. */
export const itemEditLoader =
  <Item extends SavedItem, Create>(kind: ItemKindDescriptor<Item, Create>) =>
  (deps: AppDeps) => {
    const load = itemLoader(deps, (slug) => itemQueryOptions(kind, deps.api, slug));
    return async (args: LoaderFunctionArgs): Promise<EditLoaderData<Item>> => ({
      item: await load(args),
    });
  };

export function ItemEditPage<
  Item extends SavedItem,
  Create,
  Values extends FieldValues,
  Output extends FieldValues,
>({ kind }: { kind: ItemEditorKind<Item, Create, Values, Output> }) {
  const { t, tx } = useT();
  useDocumentTitle(t(`items.kinds.editTitle.${kind.name}`));
  const api = useApi();
  const queryClient = useQueryClient();
  // The router hands loader data on untyped; the type names what itemEditLoader answers, or the
  // null lazyRoute answers instead when the admin check failed.
  const loaded = useLoaderData<EditLoaderData<Item> | null>();
  const { item, reload, merge } = useReloadableItem(loaded?.item ?? null, (slug) =>
    queryClient.fetchQuery(itemQueryOptions(kind, api, slug)),
  );
  const [merged, setMerged] = useState<{
    values: Values;
    conflicts: MergeConflict[];
    you: boolean;
  } | null>(null);
  const update = useUpdateItem(kind);
  if (!item) return <p role="status">{t("items.editor.leaving")}</p>;
  const me = queryClient.getQueryData<AdminProfile>(queryKeys.profile)?.username;
  const you = (latest: Item) => me !== undefined && latest.updatedBy === me;
  // Three ways: what this form opened, what it has now, and the newer save.
  const mergeInto = (mine: Values) =>
    merge((latest) => {
      const result = mergeValues(kind.values(item), mine, kind.values(latest));
      setMerged({ values: result.merged as Values, conflicts: result.conflicts, you: you(latest) });
    });
  // The site's own page in a new tab, in each language; it shows the item as last saved.
  const previews = tx("items.editor.preview", {
    links: LANGUAGES.map((language, index) => (
      <Fragment key={language}>
        {index > 0 && SEPARATOR}
        <a
          href={paths.site.preview(kind.name, item.slug, language)}
          target="_blank"
          rel="noopener"
          lang={language}
          hrefLang={language}
        >
          {OWN_NAMES[language]}
        </a>
      </Fragment>
    )),
  });
  return (
    <>
      <h1>{tx("items.editor.editing", { title: <bdi lang="en">{item.title.en}</bdi> })}</h1>
      <ul className="editor__links">
        <li>
          <Link to={kind.paths.history.getHref(item.slug)}>{t("items.editor.history")}</Link>
        </li>
        <li>{previews}</li>
      </ul>
      <ItemForm
        // A reloaded version starts a fresh form: its values, its version.
        key={item.version}
        kind={kind}
        item={item}
        save={(input, confirmTranslations) =>
          update.mutateAsync({
            slug: item.slug,
            patch: { ...input, version: item.version, confirmTranslations },
          })
        }
        reload={{
          ...reload,
          // Loading the newer version as it is drops a merge made before.
          run: () => {
            setMerged(null);
            reload.run();
          },
          merge: mergeInto,
          ...(me === undefined ? {} : { me }),
        }}
        merged={merged}
      />
    </>
  );
}
