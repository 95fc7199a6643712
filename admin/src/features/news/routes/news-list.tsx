import { ItemListView } from "@/components/list/item-list-view";
import { useListParams } from "@/components/list/use-list-params";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useDeleteNews } from "../api/delete-news";
import { useNewsList } from "../api/get-news-list";

export default function NewsListRoute() {
  useDocumentTitle("News");
  const params = useListParams();
  return (
    <ItemListView
      heading="News"
      plural="news items"
      create={{ href: paths.news.create.getHref(), label: "New news item" }}
      editHref={paths.news.edit.getHref}
      params={params}
      list={useNewsList(params.query)}
      remove={useDeleteNews()}
    />
  );
}
