import fs from "node:fs";
import path from "node:path";

// The word files' messages as the copy tests read them: one map from where a text lives
// ("home:hero.lead", "sample/news/x.json:title", "dashboard/inbox:title") to the text.

export type Messages = Map<string, string>;

const ROOT = path.resolve(__dirname, "../../..");
const SAMPLES = path.join(ROOT, "content/sample");

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));
const at = (prefix: string, key: string) =>
  prefix.endsWith(":") ? `${prefix}${key}` : `${prefix}.${key}`;

function flatten(node: unknown, prefix: string, out: Messages): Messages {
  if (typeof node === "string") out.set(prefix, node);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) flatten(value, at(prefix, key), out);
  return out;
}

/** Every message of a folder of word files, each keyed `<label><file>:<key>`. */
function folderMessages(dir: string, label = ""): Messages {
  const out: Messages = new Map();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".json")))
    flatten(readJson(path.join(dir, file)), `${label}${path.basename(file, ".json")}:`, out);
  return out;
}

/** The site's (and the API's) messages in one language: locales/<language>/. */
export const localeMessages = (language: string): Messages =>
  folderMessages(path.join(ROOT, "locales", language));

/** The dashboard's messages in one language: admin/src/locales/<language>/. */
export const dashboardMessages = (language: string): Messages =>
  folderMessages(path.join(ROOT, "admin/src/locales", language), "dashboard/");

/** The sample items' texts in one language: each { en, ar, ru } object gives its `language`. */
export function sampleMessages(language: string): Messages {
  const out: Messages = new Map();
  const visit = (node: unknown, where: string) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (typeof record[language] === "string" && typeof record.en === "string") {
      out.set(where, record[language] as string);
      return;
    }
    for (const [key, value] of Object.entries(record)) visit(value, at(where, key));
  };
  for (const kind of fs.readdirSync(SAMPLES))
    for (const file of fs.readdirSync(path.join(SAMPLES, kind)).filter((f) => f.endsWith(".json")))
      visit(readJson(path.join(SAMPLES, kind, file)), `sample/${kind}/${file}:`);
  return out;
}

/** The site's messages and the samples' texts in one language. */
export const messagesOf = (language: string): Messages =>
  new Map([...localeMessages(language), ...sampleMessages(language)]);
