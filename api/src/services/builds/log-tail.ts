import { stripVTControlCharacters } from "node:util";

const MAX_LINES = 200;
const MAX_CHARS = 16 * 1024;
const MAX_LINE = 2000;

/** The last lines of a build's output: enough to see why it failed, small enough to store. */
export class LogTail {
  private lines: string[] = [];
  private chars = 0;

  push(raw: string): void {
    // Gatsby's progress output is mostly cursor moves and line clears even through a pipe: kept,
    // they filled the stored tail with escape codes and pushed the useful lines out of it.
    const line = stripVTControlCharacters(raw);
    if (line.length === 0 && raw.length > 0) return;
    const kept = line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line;
    this.lines.push(kept);
    this.chars += kept.length + 1;
    while (this.lines.length > MAX_LINES || this.chars > MAX_CHARS) {
      this.chars -= this.lines.shift()!.length + 1;
    }
  }

  text(): string {
    return this.lines.join("\n");
  }
}

/** Appends to a stored tail without letting it grow past the same limit. */
export function appendToTail(tail: string, line: string): string {
  const text = tail ? `${tail}\n${line}` : line;
  return text.length > MAX_CHARS ? text.slice(text.length - MAX_CHARS) : text;
}
