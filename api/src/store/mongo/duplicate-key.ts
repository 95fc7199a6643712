/**
 * True for MongoDB's duplicate-key error (code 11000) on an index that covers `field`. Servers
 * older than 4.2 send no keyPattern; their message names the index, which contains the field.
 */
export function isDuplicateKey(error: unknown, field: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, keyPattern, message } = error as {
    code?: unknown;
    keyPattern?: unknown;
    message?: unknown;
  };
  if (code !== 11000) return false;
  if (typeof keyPattern === "object" && keyPattern !== null) return field in keyPattern;
  return typeof message === "string" && message.includes(field);
}
