import { useQueryClient } from "@tanstack/react-query";
import { useLoaderData, useNavigate } from "react-router-dom";
import { toast } from "sonner";
import type { GalleryItem } from "@leca/api/contracts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useReloadableItem } from "@/hooks/use-reloadable-item";
import { useApi, type AppDeps } from "@/lib/deps";
import { itemLoader } from "@/lib/item-loader";
import { galleryItemQueryOptions } from "../api/get-gallery-item";
import { useUpdateGallery } from "../api/update-gallery";
import { GalleryForm } from "../components/gallery-form";

export const createLoader = (deps: AppDeps) =>
  itemLoader(deps, (slug) => galleryItemQueryOptions(deps.api, slug));

export default function GalleryEditRoute() {
  useDocumentTitle("Edit gallery item");
  const api = useApi();
  const queryClient = useQueryClient();
  const { item, reload } = useReloadableItem(useLoaderData() as GalleryItem | null, (slug) =>
    queryClient.fetchQuery(galleryItemQueryOptions(api, slug)),
  );
  const update = useUpdateGallery();
  const navigate = useNavigate();
  if (!item) return <p role="status">Leaving this page…</p>;
  return (
    <>
      <h1>Edit “{item.title.en}”</h1>
      <GalleryForm
        // A reloaded version starts a fresh form: its values, its version.
        key={item.version}
        item={item}
        save={(input) =>
          update.mutateAsync({ slug: item.slug, patch: { ...input, version: item.version } })
        }
        onSaved={(saved) => {
          toast.success(`Saved “${saved.title.en}”.`);
          navigate(paths.gallery.list.getHref());
        }}
        reload={reload}
      />
    </>
  );
}
