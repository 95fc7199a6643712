import { Alert } from "@/components/ui/alert";
import { useT } from "@/i18n";

/** Why the last save failed: the server's summary plus errors no field on the page shows. */
export function FormProblems({ problems }: { problems: string[] }) {
  const { t } = useT();
  if (problems.length === 0) return null;
  const [summary, ...rest] = problems;
  return (
    <Alert tone="error" title={t("items.editor.notSaved")}>
      <p>{summary}</p>
      {rest.length > 0 && (
        <ul>
          {rest.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
