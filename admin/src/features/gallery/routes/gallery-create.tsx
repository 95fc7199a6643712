import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useCreateGallery } from "../api/create-gallery";
import { GalleryForm } from "../components/gallery-form";

export default function GalleryCreateRoute() {
  useDocumentTitle("New gallery item");
  const create = useCreateGallery();
  const navigate = useNavigate();
  return (
    <>
      <h1>New gallery item</h1>
      <GalleryForm
        save={(input) => create.mutateAsync(input)}
        onSaved={(saved) => {
          toast.success(`Saved “${saved.title.en}”.`);
          navigate(paths.gallery.list.getHref());
        }}
      />
    </>
  );
}
