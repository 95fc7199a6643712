// The preview page (pages/preview.tsx): an admin's draft in the article's own empty frame. This
// part only reads the address; the rest (the API client and the Markdown renderer, ~67 KB
// minified) is preview-draft.ts, fetched once the address names a draft: a
// visitor who lands here with nothing to preview does not download, parse or run it (on a
// budget phone that blocked the page for 200-300 ms).
import type { ItemKindName } from "@leca/shared/contracts";
import type { PreviewMessages, Say } from "../contracts/preview";
import { readMessages } from "./messages";

/** The kinds a draft can be shown as: keyed by the one kind list, so a new kind needs its frame. */
const KINDS = { news: true, gallery: true } satisfies Record<ItemKindName, true>;
export type Kind = keyof typeof KINDS;
const isKind = (name: string | null): name is Kind =>
  name !== null && Object.keys(KINDS).includes(name);

export function mount(root: HTMLElement): void {
  const messages = readMessages<PreviewMessages>(root);
  const status = root.querySelector<HTMLElement>('[data-slot="status"]');
  const say: Say = (text, link) => {
    if (!status) return;
    status.textContent = text;
    if (link) {
      const anchor = root.ownerDocument.createElement("a");
      anchor.href = link.href;
      anchor.textContent = link.text;
      status.append(" ", anchor);
    }
  };
  const query = new URLSearchParams(root.ownerDocument.location.search);
  const kind = query.get("kind");
  const slug = query.get("slug");
  if (!isKind(kind) || !slug) {
    say(messages.missing);
    return;
  }
  void import("./preview-draft").then(({ showDraft }) =>
    showDraft(root, kind, slug, messages, say),
  );
}
