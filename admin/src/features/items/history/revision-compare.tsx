import type { ReactNode } from "react";
import type { Revision } from "@leca/shared/client";
import { LANGUAGES, type Lang } from "@leca/shared/languages";
import { itemState } from "@/components/ui/status-badge";
import { i18n, useT } from "@/i18n";
import { formatDateTime } from "@/lib/dates";
import { fieldName } from "@/lib/field-names";
import type { ItemKindDescriptor, SavedItem } from "@/lib/item-kind";
import { inLanguage } from "../../../lib/field-label";
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

/** "Published, 12 Jan 2026, 09:00", in the admin's language like the rest of the comparison. */
function publication(item: Compared) {
  const state = i18n.t(`common.status.${itemState(item)}`);
  return item.publishedAt
    ? i18n.t("history.compare.stateOn", { state, date: formatDateTime(item.publishedAt) })
    : state;
}

/** Everything that differs between two saves of an item, text by text and language by language. */
function changesBetween<Item extends Compared, Create>(
  kind: ItemKindDescriptor<Item, Create>,
  before: Item,
  after: Item,
  language: Lang,
): Change[] {
  const changes: Change[] = [];
  if (before.slug !== after.slug) {
    changes.push({
      key: "slug",
      label: fieldName("slug"),
      body: <TextDiff before={before.slug} after={after.slug} lang="en" />,
    });
  }
  if (publication(before) !== publication(after)) {
    changes.push({
      key: "status",
      label: i18n.t("history.compare.publication"),
      body: <TextDiff before={publication(before)} after={publication(after)} lang={language} />,
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
        label: inLanguage(text.label, lang),
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
          <p>{i18n.t("history.compare.noPictures")}</p>
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
      label: fieldName("media"),
      body: (
        <div className="picture-compare">
          {strip(picturesBefore, i18n.t("history.compare.before"))}
          {strip(picturesAfter, i18n.t("history.compare.after"))}
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
  const { t, language } = useT();
  const changes = changesBetween(kind, from.item, to.item, language);
  const saves = {
    from: from.version,
    fromBy: from.savedBy ?? t("history.compare.system"),
    fromDate: formatDateTime(from.savedAt),
    to: to.version,
    toBy: to.savedBy ?? t("history.compare.system"),
    toDate: formatDateTime(to.savedAt),
  };
  return (
    <div className="revision-compare">
      <p>
        {changes.length === 0
          ? t("history.compare.same", saves)
          : t("history.compare.changes", { ...saves, count: changes.length })}
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
