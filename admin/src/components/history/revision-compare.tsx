import type { ReactNode } from "react";
import type { Revision } from "@leca/shared/client";
import { LANGUAGES } from "@leca/shared/languages";
import { LANGUAGE_META } from "@/components/form/languages";
import { itemLabel, itemState } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/dates";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { TextDiff } from "./text-diff";

/** What the comparison reads of an item besides its kind's texts and pictures. */
interface Compared extends SavedItem {
  status: "draft" | "published";
  publishedAt: string | null;
}

interface RevisionCompareProps<Item extends Compared, Create> {
  kind: ItemKindDescriptor<Item, Create>;
  from: Revision<Item>;
  to: Revision<Item>;
}

interface Change {
  key: string;
  label: string;
  body: ReactNode;
}

const publication = (item: Compared) =>
  `${itemLabel(itemState(item))}${item.publishedAt ? `, ${formatDateTime(item.publishedAt)}` : ""}`;

/** Everything that differs between two saves of an item, text by text and language by language. */
function changesBetween<Item extends Compared, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  before: Item,
  after: Item,
): Change[] {
  const changes: Change[] = [];
  if (before.slug !== after.slug) {
    changes.push({
      key: "slug",
      label: "Address",
      body: <TextDiff before={before.slug} after={after.slug} lang="en" />,
    });
  }
  if (publication(before) !== publication(after)) {
    changes.push({
      key: "status",
      label: "Publication",
      body: <TextDiff before={publication(before)} after={publication(after)} lang="en" />,
    });
  }
  // Every text either save has, each once: a picture added or removed changed its texts too.
  const was = new Map(kind.texts(before).map((text) => [text.path, text]));
  const now = new Map(kind.texts(after).map((text) => [text.path, text]));
  for (const [path, text] of new Map([...was, ...now])) {
    for (const lang of LANGUAGES) {
      const [a, b] = [was.get(path)?.text[lang] ?? "", now.get(path)?.text[lang] ?? ""];
      if (a.trim() === b.trim()) continue;
      changes.push({
        key: `${path}.${lang}`,
        label: `${text.label} (${LANGUAGE_META[lang].name})`,
        body: <TextDiff before={a} after={b} lang={lang} />,
      });
    }
  }
  const [picturesBefore, picturesAfter] = [kind.pictures(before), kind.pictures(after)];
  const ids = (pictures: typeof picturesBefore) =>
    pictures.map((picture) => picture.mediaId).join();
  if (ids(picturesBefore) !== ids(picturesAfter)) {
    const strip = (pictures: typeof picturesBefore, which: string) => (
      <figure className="picture-strip">
        <figcaption>{which}</figcaption>
        {pictures.length === 0 ? (
          <p>No pictures.</p>
        ) : (
          <ol>
            {pictures.map((picture, index) => (
              <li key={`${picture.mediaId}-${index}`}>
                <img src={picture.url} alt={picture.alt} width={96} height={72} />
              </li>
            ))}
          </ol>
        )}
      </figure>
    );
    changes.push({
      key: "pictures",
      label: "Pictures",
      body: (
        <div className="picture-compare">
          {strip(picturesBefore, "Before")}
          {strip(picturesAfter, "After")}
        </div>
      ),
    });
  }
  return changes;
}

/** Two saves side by side: who saved each, and what changed from the first to the second. */
export function RevisionCompare<Item extends Compared, Create>({
  kind,
  from,
  to,
}: RevisionCompareProps<Item, Create>) {
  const changes = changesBetween(kind, from.item, to.item);
  return (
    <div className="revision-compare">
      <p>
        From version {from.version} ({from.savedBy ?? "the system"}, {formatDateTime(from.savedAt)})
        to version {to.version} ({to.savedBy ?? "the system"}, {formatDateTime(to.savedAt)}):{" "}
        {changes.length === 0
          ? "the same content."
          : `${changes.length} change${changes.length === 1 ? "" : "s"}.`}
      </p>
      {changes.length > 0 && (
        <dl className="revision-compare__changes">
          {changes.map((change) => (
            <div key={change.key} className="revision-compare__change">
              <dt>{change.label}</dt>
              <dd>{change.body}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
