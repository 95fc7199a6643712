import { useNavigate } from "react-router-dom";
import { toast } from "sonner";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useCreateNews } from "../api/create-news";
import { NewsForm } from "../components/news-form";

export default function NewsCreateRoute() {
  useDocumentTitle("New news item");
  const create = useCreateNews();
  const navigate = useNavigate();
  return (
    <>
      <h1>New news item</h1>
      <NewsForm
        save={(input) => create.mutateAsync(input)}
        onSaved={(saved) => {
          toast.success(`Saved “${saved.title.en}”.`);
          navigate(paths.news.list.getHref());
        }}
      />
    </>
  );
}
