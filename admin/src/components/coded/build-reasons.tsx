import { readBuildReasons, type CodedText } from "@leca/shared/contracts";
import { useT, type MessageKey } from "@/i18n";

const ITEM_REASONS: Record<string, Record<string, MessageKey>> = {
  news: {
    "item-published": "builds.reasons.news-published",
    "item-updated": "builds.reasons.news-updated",
    "item-deleted": "builds.reasons.news-deleted",
  },
  gallery: {
    "item-published": "builds.reasons.gallery-published",
    "item-updated": "builds.reasons.gallery-updated",
    "item-deleted": "builds.reasons.gallery-deleted",
  },
};

/** One reason in the admin's language; slugs, notes and names keep their own direction. */
function Reason({ reason }: { reason: CodedText | { text: string } }) {
  const { t, tx } = useT();
  if ("text" in reason) return <bdi dir="auto">{reason.text}</bdi>;
  const { kind = "", slug = "", note, by } = reason.params;
  const itemKey = ITEM_REASONS[kind]?.[reason.code];
  const said = itemKey
    ? tx(itemKey, { slug: <bdi dir="ltr">{slug}</bdi> })
    : reason.code === "scheduled"
      ? t("builds.reasons.scheduled")
      : reason.code === "first-start"
        ? t("builds.reasons.first-start")
        : note
          ? tx("builds.reasons.manualNote", { note: <bdi dir="auto">{note}</bdi> })
          : t("builds.reasons.manual");
  return by ? tx("builds.reasons.by", { reason: <>{said}</>, name: <bdi>{by}</bdi> }) : <>{said}</>;
}

/** Why a build ran, reason by reason (a build takes along every change that waited for it). */
export function BuildReasons({ stored }: { stored: string }) {
  const reasons = readBuildReasons(stored);
  if (reasons.length === 1) return <Reason reason={reasons[0]!} />;
  return (
    <ul className="build__reasons">
      {reasons.map((reason, index) => (
        <li key={index}>
          <Reason reason={reason} />
        </li>
      ))}
    </ul>
  );
}
