import { renderMarkdown } from "@leca/shared/markdown";
import { useDeferredValue, useMemo } from "react";
import { useT } from "@/i18n";

interface MarkdownPreviewProps {
  source: string;
  lang: string;
  dir: "ltr" | "rtl";
}

/**
 * The body as the site will show it: the site's own renderer and policy (@leca/shared/markdown),
 * so the HTML here is the HTML of the built page. Loaded on demand (marked stays out of the first
 * load).
 */
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
