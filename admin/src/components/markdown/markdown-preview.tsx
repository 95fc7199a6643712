import { useDeferredValue, useMemo } from "react";
import { useT } from "@/i18n";
import { renderMarkdown } from "@/lib/markdown";

interface MarkdownPreviewProps {
  source: string;
  lang: string;
  dir: "ltr" | "rtl";
}

/** Loaded on demand (marked and DOMPurify stay out of the first load). */
export default function MarkdownPreview({ source, lang, dir }: MarkdownPreviewProps) {
  const { t } = useT();
  // Typing stays fast on long bodies: the preview may lag a keystroke behind.
  const deferred = useDeferredValue(source);
  const html = useMemo(() => renderMarkdown(deferred), [deferred]);
  if (!deferred.trim()) return <p className="preview__empty">{t("items.markdown.empty")}</p>;
  return (
    <div
      className="preview__body"
      lang={lang}
      dir={dir}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
