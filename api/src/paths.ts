import path from "node:path";

/** The repository root, the same from src/ (ts) and dist/ (compiled): both sit two levels down. */
export const REPO_ROOT = path.resolve(__dirname, "..", "..");
export const LOCALES_DIR = path.join(REPO_ROOT, "locales");
export const CONTENT_DIR = path.join(REPO_ROOT, "content");
