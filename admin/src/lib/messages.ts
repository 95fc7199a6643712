// The API's English messages: the dashboard's own checks say exactly what the server would.
import errors from "../../../locales/en/errors.json";

type Tree = { [key: string]: string | Tree };

/** "item.titleRequired" -> its English text; anything that is not a known key is shown as is. */
export function messageFor(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree | undefined = errors as Tree;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return node.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(vars[name] ?? whole));
}
