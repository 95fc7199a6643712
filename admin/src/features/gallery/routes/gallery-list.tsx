import { ItemListView } from "@/components/list/item-list-view";
import { useListParams } from "@/components/list/use-list-params";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useDeleteGallery } from "../api/delete-gallery";
import { useGalleryList } from "../api/get-gallery-list";

export default function GalleryListRoute() {
  useDocumentTitle("Gallery");
  const params = useListParams();
  return (
    <ItemListView
      heading="Gallery"
      plural="gallery items"
      create={{ href: paths.gallery.create.getHref(), label: "New gallery item" }}
      editHref={paths.gallery.edit.getHref}
      params={params}
      list={useGalleryList(params.query)}
      remove={useDeleteGallery()}
    />
  );
}
