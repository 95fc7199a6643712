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
  ["shared/src/contracts/planted.ts", "../../../api/src/lib/http-error"],
  ["shared/src/planted.ts", "@leca/api/package.json"],
  ["shared/src/client/planted.ts", "../slug"],
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
  ["admin/src/features/news/routes/planted.tsx", "@/features/gallery/routes/gallery-list"],
  ["admin/src/features/news/planted.tsx", "../gallery/gallery-form-schema"],
  ["admin/src/features/news/planted.tsx", "@/app/router"],
  ["admin/src/components/items/planted.tsx", "@/features/news/routes/news-list"],
  ["admin/src/lib/planted.ts", "../features/inbox/lead-filters"],
];
const allowed = [
  ["api/src/services/planted.ts", "../store/types"],
  ["shared/src/client/planted.ts", "../contracts"],
  ["shared/src/planted.ts", "./contracts"],
  ["api/src/services/planted.ts", "@leca/shared/contracts"],
  ["site/src/islands/planted.ts", "@leca/shared/client"],
  ["admin/src/lib/planted.ts", "@leca/shared/slug"],
  ["api/src/routes/media/planted.ts", "../../services/media/service"],
  ["api/src/auth/planted.ts", "../services/passwords"],
  ["admin/src/features/news/routes/planted.tsx", "@/features/news/news-form"],
  ["admin/src/features/news/routes/planted.tsx", "../editor"],
  ["admin/src/features/gallery/planted.tsx", "@/components/items/item-list-page"],
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
