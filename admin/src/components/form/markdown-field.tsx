import {
  forwardRef,
  lazy,
  Suspense,
  useId,
  type ReactNode,
  type TextareaHTMLAttributes,
} from "react";
import { useT } from "@/i18n";
import { TextAreaField } from "./field";
import type { LengthLimit } from "./length-counter";

const MarkdownPreview = lazy(() => import("@/components/markdown/markdown-preview"));

type MarkdownFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  previewLabel: string;
  error?: string | undefined;
  note?: ReactNode;
  limit?: LengthLimit;
  /** The current text, for the live preview. */
  source: string;
  lang: string;
  dir: "ltr" | "rtl";
};

export const MarkdownField = forwardRef<HTMLTextAreaElement, MarkdownFieldProps>(
  function MarkdownField({ source, label, previewLabel, lang, dir, ...textarea }, ref) {
    const previewId = useId();
    const { t } = useT();
    return (
      <div className="markdown-field">
        <TextAreaField
          ref={ref}
          label={label}
          lang={lang}
          dir={dir}
          rows={12}
          hint={t("items.markdown.hint")}
          {...textarea}
        />
        <section className="preview" aria-labelledby={previewId}>
          <p id={previewId} className="preview__title">
            {previewLabel}
          </p>
          <Suspense
            fallback={<p className="preview__empty">{t("items.markdown.loadingPreview")}</p>}
          >
            <MarkdownPreview source={source} lang={lang} dir={dir} />
          </Suspense>
        </section>
      </div>
    );
  },
);
