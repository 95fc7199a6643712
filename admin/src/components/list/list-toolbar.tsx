import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import type { ListParams } from "./use-list-params";

const STATUS_LABELS = {
  all: "All",
  draft: "Drafts",
  published: "Published",
  scheduled: "Scheduled",
};
const SORT_LABELS = {
  newest: "Newest first",
  oldest: "Oldest first",
  updated: "Recently updated",
  title: "Title (A–Z)",
};

/** Search (sent on Enter or the button), status filter and sort order, all done by the API. */
export function ListToolbar({ noun, query, update }: ListParams & { noun: string }) {
  const [text, setText] = useState(query.q ?? "");
  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  return (
    <form className="toolbar" role="search" onSubmit={search}>
      <div className="toolbar__search">
        <label htmlFor="list-search">Search {noun}</label>
        <input
          id="list-search"
          className="control"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="list-status">Status</label>
        <select
          id="list-status"
          className="control"
          value={query.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="toolbar__filter">
        <label htmlFor="list-sort">Sort by</label>
        <select
          id="list-sort"
          className="control"
          value={query.sort}
          onChange={(event) => update({ sort: event.target.value })}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
