import { ITEM_KINDS } from "@leca/shared/contracts";
import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { BackupStatus } from "../components/backup-status";
import { ItemCounts } from "../components/item-counts";
import { LatestMessages } from "../components/latest-messages";
import { NewLeads } from "../components/new-leads";
import { SiteStatus } from "../components/site-status";
import { UntranslatedItems } from "../components/untranslated-items";

// One card of each kind, in the order of the one kind list (shared ITEM_KINDS): a new kind gets
// its cards here once it has its paths and its titles in desk.json, which the compiler asks for.
export default function DeskRoute() {
  const { t } = useT();
  useDocumentTitle(t("desk.title"));
  return (
    <>
      <h1>{t("desk.title")}</h1>
      <div className="desk">
        <SiteStatus buildsHref={paths.builds.getHref()} />
        {ITEM_KINDS.map((kind) => (
          <ItemCounts
            key={kind}
            kind={kind}
            title={t(`desk.counts.title.${kind}`)}
            listHref={paths[kind].list.getHref()}
          />
        ))}
        <NewLeads inboxHref={paths.inbox.getHref} />
        <LatestMessages inboxHref={paths.inbox.getHref()} />
        {ITEM_KINDS.map((kind) => (
          <UntranslatedItems
            key={kind}
            kind={kind}
            title={t(`desk.untranslated.title.${kind}`)}
            editHref={paths[kind].edit.getHref}
          />
        ))}
        <BackupStatus />
      </div>
    </>
  );
}
