import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useT } from "@/i18n";
import { itemQueryOptions } from "@/features/items/hooks/use-item-api";
import {
  useItemHistory,
  useRestoreRevision,
  useRevision,
} from "@/features/items/hooks/use-item-history";
import { errorMessage } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/dates";
import { useApi } from "@/lib/deps";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { changedSummary } from "../../../lib/field-label";
import { RevisionCompare } from "./revision-compare";

interface HistoryItem extends SavedItem {
  status: "draft" | "published";
  publishedAt: string | null;
}

const versionParam = (value: string | null) => {
  const version = Number(value);
  return Number.isInteger(version) && version > 0 ? version : undefined;
};

/**
 * An item's history: every save (who, when, what changed), two saves compared word by word
 * (?from=&to=, by default the last save against the one before), and any save restored as a new one.
 */
export function ItemHistoryPage<Item extends HistoryItem, Create>({
  kind,
}: {
  kind: ItemKindDescriptor<Item, Create>;
}) {
  const { slug = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const item = useQuery(itemQueryOptions(kind, api, slug));
  const history = useItemHistory(kind, slug);
  const restore = useRestoreRevision(kind);
  const [restoring, setRestoring] = useState<number | null>(null);
  const { t } = useT();
  useDocumentTitle(t(`history.pageTitle.${kind.name}`));

  const saves = history.data?.pages.flatMap((page) => page.items) ?? [];
  const to = versionParam(params.get("to")) ?? item.data?.version;
  const from = versionParam(params.get("from")) ?? (to && to > 1 ? to - 1 : undefined);
  const fromRevision = useRevision(kind, slug, from);
  const toRevision = useRevision(kind, slug, to);

  const failed = item.error ?? history.error;
  if (failed) {
    return (
      <Alert tone="error" title={t("history.failed")}>
        <p>{errorMessage(failed)}</p>
        <p>
          <Link to={kind.paths.list.getHref()}>{t(`history.backToList.${kind.name}`)}</Link>
        </p>
      </Alert>
    );
  }
  if (!item.data || !history.data) return <p role="status">{t("history.loading")}</p>;
  const current = item.data;

  const compare = (next: { from?: number | undefined; to?: number | undefined }) => {
    const chosen = { from, to, ...next };
    setParams(
      Object.fromEntries(
        Object.entries(chosen).flatMap(([key, value]) => (value ? [[key, String(value)]] : [])),
      ),
      { replace: true },
    );
  };

  const confirmRestore = async () => {
    if (restoring === null) return;
    try {
      const saved = await restore.mutateAsync({
        slug: current.slug,
        version: restoring,
        current: current.version,
      });
      toast.success(t("history.restore.done", { version: restoring, saved: saved.version }));
      navigate(kind.paths.edit.getHref(saved.slug));
    } catch (error) {
      toast.error(errorMessage(error));
      setRestoring(null);
    }
  };

  const versionSelect = (label: string, value: number | undefined, key: "from" | "to") => (
    <label className="field history__pick">
      <span className="field__label">{label}</span>
      <select
        className="control"
        value={value ?? ""}
        onChange={(event) => compare({ [key]: versionParam(event.target.value) })}
      >
        {saves.map((save) => (
          <option key={save.version} value={save.version}>
            {t("history.compare.option", {
              version: save.version,
              date: formatDateTime(save.savedAt),
            })}
          </option>
        ))}
      </select>
    </label>
  );

  const fromPick = versionSelect(t("history.compare.from"), from, "from");
  const toPick = versionSelect(t("history.compare.to"), to, "to");
  const compareError = fromRevision.error ?? toRevision.error;
  return (
    <>
      <h1>{t("history.heading", { title: current.title.en })}</h1>
      <p>
        <Link to={kind.paths.edit.getHref(current.slug)}>{t("history.backToEditor")}</Link>
      </p>

      <section className="editor__section" aria-labelledby="history-compare">
        <h2 id="history-compare">{t("history.compare.heading")}</h2>
        {saves.length < 2 ? (
          <p>{t("history.compare.savedOnce")}</p>
        ) : (
          <>
            <div className="history__picks">
              {fromPick}
              {toPick}
            </div>
            {compareError ? (
              <Alert tone="error">
                <p>{errorMessage(compareError)}</p>
              </Alert>
            ) : fromRevision.data && toRevision.data ? (
              <RevisionCompare kind={kind} from={fromRevision.data} to={toRevision.data} />
            ) : (
              <p role="status">{t("history.compare.loading")}</p>
            )}
          </>
        )}
      </section>

      <section className="editor__section" aria-labelledby="history-saves">
        <h2 id="history-saves">{t("history.saves.heading")}</h2>
        <table className="table history__table">
          <thead>
            <tr>
              <th scope="col">{t("history.saves.version")}</th>
              <th scope="col">{t("history.saves.saved")}</th>
              <th scope="col">{t("history.saves.by")}</th>
              <th scope="col">{t("history.saves.changed")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("history.saves.actions")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {saves.map((save, index) => {
              const previous = saves[index + 1];
              return (
                <tr key={save.version}>
                  <th scope="row">
                    {save.version === current.version
                      ? t("history.saves.current", { version: save.version })
                      : save.version}
                  </th>
                  <td>{formatDateTime(save.savedAt)}</td>
                  <td>{save.savedBy ?? t("history.saves.system")}</td>
                  <td>{changedSummary(save.version, save.fields)}</td>
                  <td>
                    <div className="history__actions">
                      {previous && (
                        <Button
                          variant="secondary"
                          onClick={() => compare({ from: previous.version, to: save.version })}
                          aria-label={t("history.saves.compareLabel", {
                            version: save.version,
                            previous: previous.version,
                          })}
                        >
                          {t("history.saves.compare")}
                        </Button>
                      )}
                      {save.version !== current.version && (
                        <Button
                          variant="secondary"
                          onClick={() => setRestoring(save.version)}
                          aria-label={t("history.saves.restoreLabel", { version: save.version })}
                        >
                          {t("history.saves.restore")}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {history.hasNextPage && (
          <Button
            variant="secondary"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t("history.saves.older")}
          </Button>
        )}
      </section>

      <ConfirmDialog
        open={restoring !== null}
        title={t("history.restore.title", { version: restoring ?? "" })}
        description={t(
          current.status === "published"
            ? "history.restore.descriptionPublished"
            : "history.restore.descriptionDraft",
          { next: current.version + 1 },
        )}
        confirmLabel={t("history.restore.confirm", { version: restoring ?? "" })}
        cancelLabel={t("common.actions.cancel")}
        busy={restore.isPending}
        onConfirm={() => void confirmRestore()}
        onCancel={() => setRestoring(null)}
      />
    </>
  );
}
