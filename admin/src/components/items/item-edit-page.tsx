import { useQueryClient } from "@tanstack/react-query";
import type { FieldValues } from "react-hook-form";
import { Fragment } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import { LANGUAGES, type Lang } from "@leca/shared/languages";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { itemQueryOptions, useUpdateItem } from "@/hooks/use-item-api";
import { useReloadableItem } from "@/hooks/use-reloadable-item";
import { useApi, type AppDeps } from "@/lib/deps";
import { itemLoader } from "@/lib/item-loader";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import type { ItemEditorKind } from "./item-editor-kind";
import { ItemForm } from "./item-form";

/** Each language by its own name, as a reader of it looks for it. */
const PREVIEW_LABELS: Record<Lang, string> = { en: "English", ar: "العربية", ru: "Русский" };

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
  useDocumentTitle(`Edit ${kind.labels.one}`);
  const api = useApi();
  const queryClient = useQueryClient();
  // The router hands loader data on untyped; the type names what itemEditLoader answers, or the
  // null lazyRoute answers instead when the admin check failed.
  const loaded = useLoaderData<EditLoaderData<Item> | null>();
  const { item, reload } = useReloadableItem(loaded?.item ?? null, (slug) =>
    queryClient.fetchQuery(itemQueryOptions(kind, api, slug)),
  );
  const update = useUpdateItem(kind);
  if (!item) return <p role="status">Leaving this page…</p>;
  return (
    <>
      <h1>Edit “{item.title.en}”</h1>
      <ul className="editor__links">
        <li>
          <Link to={kind.paths.history.getHref(item.slug)}>History: every save of this item</Link>
        </li>
        <li>
          {/* The site's own page in a new tab; it shows the item as last saved. */}
          Preview as last saved:{" "}
          {LANGUAGES.map((language, index) => (
            <Fragment key={language}>
              {index > 0 && " · "}
              <a
                href={paths.site.preview(kind.name, item.slug, language)}
                target="_blank"
                rel="noopener"
                lang={language}
                hrefLang={language}
              >
                {PREVIEW_LABELS[language]}
              </a>
            </Fragment>
          ))}
        </li>
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
        reload={reload}
      />
    </>
  );
}
