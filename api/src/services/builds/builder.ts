import type { BuildRecord } from "../../store/types";

/** "pending": the work went elsewhere (Netlify) and a later notification settles the status. */
export type BuildOutcome = "succeeded" | "failed" | "pending";

/** One way of turning the stored content into a live site. */
export interface Builder {
  kind: "local" | "netlify";
  run(build: BuildRecord, log: (line: string) => void, signal: AbortSignal): Promise<BuildOutcome>;
}
