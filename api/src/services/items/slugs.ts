export { slugFromTitle } from "@leca/shared/slug";

/** Candidates when a made-up slug is taken: title, title-2, title-3, ... */
export function* slugCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; ; n += 1) yield `${base}-${n}`;
}
