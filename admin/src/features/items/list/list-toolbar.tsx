import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useT, type MessageKey } from "@/i18n";
import type { ListParams } from "./use-list-params";

const STATUS_LABELS = {
  all: "items.list.statusFilters.all",
  draft: "items.list.statusFilters.draft",
  published: "items.list.statusFilters.published",
  scheduled: "items.list.statusFilters.scheduled",
} satisfies Record<string, MessageKey>;
const SORT_LABELS = {
  newest: "items.list.sorts.newest",
  oldest: "items.list.sorts.oldest",
  updated: "items.list.sorts.updated",
  title: "items.list.sorts.title",
} satisfies Record<string, MessageKey>;

/** Search (sent on Enter or the button), status filter and sort order, all done by the API. */
export function ListToolbar({
  searchLabel,
  query,
  update,
}: ListParams & {
  /** The search field's label, naming what it searches: "Search news items". */
  searchLabel: string;
}) {
  const { t } = useT();
  const [text, setText] = useState(query.q ?? "");
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  return (
    <form className="toolbar" role="search" onSubmit={search}>
      <div className="toolbar__search">
        <label htmlFor="list-search">{searchLabel}</label>
        <input
          id="list-search"
          className="control"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t("items.list.searchButton")}
        </Button>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="list-status">{t("items.list.status")}</label>
        <select
          id="list-status"
          className="control"
          value={query.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="list-sort">{t("items.list.sortBy")}</label>
        <select
          id="list-sort"
          className="control"
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value })}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
