import { Alert } from "@/components/ui/alert";

/** Why the last save failed: the server's summary plus errors no field on the page shows. */
export function FormProblems({ problems }: { problems: string[] }) {
  if (problems.length === 0) return null;
  const [summary, ...rest] = problems;
  return (
    <Alert tone="error" title="The item was not saved">
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
