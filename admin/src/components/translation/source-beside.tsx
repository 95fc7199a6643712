import type { ReactNode } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { Lang } from "@leca/shared/contracts";

interface SourceBesideProps {
  lang: Lang;
  /** The English input this field translates ("excerpt.en"). */
  source: string;
  /** The field's name in the label, for the source's own ("English title"). */
  label: string;
  children: ReactNode;
}

/**
 * A translated field with its English source beside it (below it on a narrow screen), live as
 * the English is edited. English fields are shown as they are.
 */
export function SourceBeside({ lang, source, label, children }: SourceBesideProps) {
  const { control } = useFormContext();
  const text: unknown = useWatch({ control, name: source });
  if (lang === "en") return <>{children}</>;
  const english = typeof text === "string" ? text.trim() : "";
  return (
    <div className="translated">
      <div className="translated__field">{children}</div>
      <div className="translated__source" lang="en" dir="ltr">
        <p className="translated__label">English {label.toLowerCase()}</p>
        {english ? (
          <p className="translated__text">{english}</p>
        ) : (
          <p className="translated__text translated__text--empty">Not written yet.</p>
        )}
      </div>
    </div>
  );
}
