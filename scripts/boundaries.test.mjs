// The import boundaries of eslint.config.mjs catch what they exist for: each case lints one
// planted import as if it sat in the named file (nothing is written), and expects the rule to
// refuse it or let it through.
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for one import planted in `file`. */
async function boundaryErrors(file, specifier) {
  const code = `import planted from "${specifier}";\nexport default planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports");
}

const refused = [
  ["site/src/islands/planted.ts", "../components/contact/ContactForm"],
  ["site/src/islands/forms/planted.ts", "../../pages/contact"],
  ["site/src/components/contact/planted.tsx", "../../islands/contact-form"],
  ["site/src/pages/planted.tsx", "../islands/preview"],
  ["site/src/templates/planted.tsx", "../islands/lightbox"],
  ["site/src/contracts/planted.ts", "../islands/forms/fields"],
  ["site/src/contracts/planted.ts", "../components/forms/SelectField"],
  ["shared/src/kinds/planted.ts", "zod"],
  ["shared/src/kinds/planted.ts", "../contracts/zod"],
  ["shared/src/contracts/planted.ts", "../../../api/src/lib/http-error"],
  ["shared/src/planted.ts", "@leca/api/package.json"],
  ["shared/src/client/planted.ts", "../slug"],
  ["shared/src/routes/paths.ts", "../contracts/zod"],
  ["shared/src/routes/paths.ts", "zod"],
  ["shared/src/markdown/planted.ts", "../client"],
  ["shared/src/markdown/planted.ts", "node:crypto"],
  ["shared/src/markdown/planted.ts", "@leca/shared/slug"],
  ["shared/src/contracts/planted.ts", "../../../site/src/lib/api"],
  ["api/src/services/planted.ts", "../../../shared/src/contracts"],
  ["api/src/plugins/planted.ts", "@leca/shared/src/contracts"],
  ["site/src/islands/planted.ts", "../../../shared/dist/esm/client"],
  ["admin/src/lib/planted.ts", "../../../shared/src/slug"],
  ["e2e/tests/planted.ts", "../../shared/src/contracts"],
  ["api/src/store/sqlite/planted.ts", "../../services/passwords"],
  ["api/src/services/planted.ts", "../plugins/core"],
  ["api/src/services/items/planted.ts", "../../auth"],
  ["api/src/plugins/planted.ts", "../routes/health"],
  ["api/src/routes/media/planted.ts", "../../app"],
  ["admin/src/features/items/routes/planted.tsx", "@/features/inbox/routes/inbox"],
  ["admin/src/features/items/planted.tsx", "../desk/components/desk-card"],
  ["admin/src/features/items/planted.tsx", "@/app/router"],
  ["admin/src/components/form/planted.tsx", "@/features/items/routes/news-list"],
  ["admin/src/features/desk/planted.tsx", "@/features/items/kinds/news-kind"],
  ["admin/src/lib/planted.ts", "../features/inbox/lead-filters"],
];
const allowed = [
  ["site/src/islands/planted.ts", "../contracts/contact"],
  ["site/src/components/contact/planted.tsx", "../../contracts/contact"],
  ["site/src/contracts/planted.ts", "../lib/facts"],
  ["shared/src/kinds/planted.ts", "./fields"],
  ["api/src/services/planted.ts", "../store/types"],
  ["shared/src/client/planted.ts", "../contracts"],
  ["shared/src/client/planted.ts", "../routes/paths"],
  ["shared/src/planted.ts", "./contracts"],
  ["shared/src/markdown/planted.ts", "marked"],
  ["shared/src/markdown/planted.ts", "./policy"],
  ["admin/src/components/markdown/planted.tsx", "@leca/shared/markdown"],
  ["site/src/islands/planted.ts", "@leca/shared/markdown"],
  ["api/src/services/planted.ts", "@leca/shared/contracts"],
  ["site/src/islands/planted.ts", "@leca/shared/client"],
  ["admin/src/lib/planted.ts", "@leca/shared/slug"],
  ["api/src/routes/media/planted.ts", "../../services/media/service"],
  ["api/src/auth/planted.ts", "../services/passwords"],
  ["admin/src/features/items/routes/planted.tsx", "@/features/items/editor/item-form"],
  ["admin/src/features/items/routes/planted.tsx", "../kinds/news-editor"],
  ["admin/src/features/items/planted.tsx", "@/components/list/pagination"],
  ["admin/src/app/planted.tsx", "@/features/desk/routes/desk"],
];

for (const [file, specifier] of refused) {
  test(`refuses ${specifier} in ${file}`, async () => {
    assert.equal((await boundaryErrors(file, specifier)).length, 1);
  });
}
for (const [file, specifier] of allowed) {
  test(`allows ${specifier} in ${file}`, async () => {
    assert.deepEqual(await boundaryErrors(file, specifier), []);
  });
}

// The dashboard's words come from its catalogs (admin/src/locales): text written into its markup
// or into an attribute people read is refused; keys through t(), and what is not text, pass.
async function literalStringErrors(code) {
  const file = path.join(root, "admin/src/components/ui/planted.tsx");
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.filter((message) => message.ruleId === "i18next/no-literal-string");
}
const words = [
  `export const Planted = () => <p>Saved</p>;`,
  `export const Planted = () => <button aria-label="Close dialog" />;`,
  `export const Planted = () => <img alt="Site logo" src="/a.png" />;`,
  `export const Planted = () => <input placeholder="Search news" />;`,
  `export const Planted = ({ Alert }) => <Alert title="The builds could not be loaded" />;`,
];
const notWords = [
  `export const Planted = ({ t }) => <p>{t("desk.title")}</p>;`,
  `export const Planted = ({ t }) => <button aria-label={t("items.table.actions")} />;`,
  `export const Planted = ({ tx, link }) => <p>{tx("history.backToList.news", { link })}</p>;`,
  `export const Planted = () => <div className="sidebar__list" role="status" id="main" />;`,
  `export const Planted = ({ register }) => <input type="text" {...register("title.en")} />;`,
];
for (const code of words) {
  test(`refuses words in the dashboard's markup: ${code}`, async () => {
    assert.equal((await literalStringErrors(code)).length, 1);
  });
}
for (const code of notWords) {
  test(`lets through what is not words: ${code}`, async () => {
    assert.deepEqual(await literalStringErrors(code), []);
  });
}
