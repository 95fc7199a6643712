import { useQueryClient } from "@tanstack/react-query";
import { useLoaderData, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import type { NewsItem } from "@leca/api/contracts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useReloadableItem } from "@/hooks/use-reloadable-item";
import { useApi, type AppDeps } from "@/lib/deps";
import { itemLoader } from "@/lib/item-loader";
import { newsItemQueryOptions } from "../api/get-news-item";
import { useUpdateNews } from "../api/update-news";
import { NewsForm } from "../components/news-form";

export const createLoader = (deps: AppDeps) =>
  itemLoader(deps, (slug) => newsItemQueryOptions(deps.api, slug));

export default function NewsEditRoute() {
  useDocumentTitle("Edit news item");
  const api = useApi();
  const queryClient = useQueryClient();
  const { item, reload } = useReloadableItem(useLoaderData() as NewsItem | null, (slug) =>
    queryClient.fetchQuery(newsItemQueryOptions(api, slug)),
  );
  const update = useUpdateNews();
  const navigate = useNavigate();
  if (!item) return <p role="status">Leaving this page…</p>;
  return (
    <>
      <h1>Edit “{item.title.en}”</h1>
      <NewsForm
        // A reloaded version starts a fresh form: its values, its version.
        key={item.version}
        item={item}
        save={(input) =>
          update.mutateAsync({ slug: item.slug, patch: { ...input, version: item.version } })
        }
        onSaved={(saved) => {
          toast.success(`Saved “${saved.title.en}”.`);
          navigate(paths.news.list.getHref());
        }}
        reload={reload}
      />
    </>
  );
}
