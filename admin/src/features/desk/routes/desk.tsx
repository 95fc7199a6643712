import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { ItemCounts } from "../components/item-counts";
import { LatestMessages } from "../components/latest-messages";
import { NewLeads } from "../components/new-leads";
import { SiteStatus } from "../components/site-status";
import { UntranslatedItems } from "../components/untranslated-items";

export default function DeskRoute() {
  const { t } = useT();
  useDocumentTitle(t("desk.title"));
  return (
    <>
      <h1>{t("desk.title")}</h1>
      <div className="desk">
        <SiteStatus buildsHref={paths.builds.getHref()} />
        <ItemCounts
          kind="news"
          title={t("desk.counts.title.news")}
          listHref={paths.news.list.getHref()}
        />
        <ItemCounts
          kind="gallery"
          title={t("desk.counts.title.gallery")}
          listHref={paths.gallery.list.getHref()}
        />
        <NewLeads inboxHref={paths.inbox.getHref} />
        <LatestMessages inboxHref={paths.inbox.getHref()} />
        <UntranslatedItems
          kind="news"
          title={t("desk.untranslated.title.news")}
          editHref={paths.news.edit.getHref}
        />
        <UntranslatedItems
          kind="gallery"
          title={t("desk.untranslated.title.gallery")}
          editHref={paths.gallery.edit.getHref}
        />
      </div>
    </>
  );
}
