import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";
import { useT } from "@/i18n";

interface SourceBesideProps {
  lang: Lang;
  /** The English input this field translates ("excerpt.en"). */
  source: string;
  /** The field's name in the label (in the admin's language), for the source's own ("English title"). */
  label: string;
  children: ReactNode;
}

/**
 * A translated field with its English source beside it (below it on a narrow screen), live as
 * the English is edited. English fields are shown as they are.
 */
export function SourceBeside({ lang, source, label, children }: SourceBesideProps) {
  const { t, language } = useT();
  const { control } = useFormContext();
  const text: unknown = useWatch({ control, name: source });
  if (lang === "en") return <>{children}</>;
  const english = typeof text === "string" ? text.trim() : "";
  return (
    <div className="translated">
      <div className="translated__field">{children}</div>
      {/* The label is the dashboard's language; only the source text itself is English. */}
      <div className="translated__source">
        <p className="translated__label">
          {t("translation.source.label", { field: label.toLocaleLowerCase(language) })}
        </p>
        {english ? (
          <p className="translated__text" lang="en" dir="ltr">
            {english}
          </p>
        ) : (
          <p className="translated__text translated__text--empty">
            {t("translation.source.empty")}
          </p>
        )}
      </div>
    </div>
  );
}
