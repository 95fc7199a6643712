import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { ItemCounts } from "../components/item-counts";
import { LatestMessages } from "../components/latest-messages";
import { NewLeads } from "../components/new-leads";
import { SiteStatus } from "../components/site-status";
import { UntranslatedItems } from "../components/untranslated-items";

export default function DeskRoute() {
  useDocumentTitle("Desk");
  return (
    <>
      <h1>Desk</h1>
      <div className="desk">
        <SiteStatus buildsHref={paths.builds.getHref()} />
        <ItemCounts kind="news" title="News" listHref={paths.news.list.getHref()} />
        <ItemCounts kind="gallery" title="Gallery" listHref={paths.gallery.list.getHref()} />
        <NewLeads inboxHref={paths.inbox.getHref} />
        <LatestMessages inboxHref={paths.inbox.getHref()} />
        <UntranslatedItems
          kind="news"
          title="News to translate"
          editHref={paths.news.edit.getHref}
        />
        <UntranslatedItems
          kind="gallery"
          title="Gallery items to translate"
          editHref={paths.gallery.edit.getHref}
        />
      </div>
    </>
  );
}
