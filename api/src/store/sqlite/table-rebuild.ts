/**
 * SQLite changes a column's constraint only by rebuilding its table (the 12-step procedure of
 * https://www.sqlite.org/lang_altertable.html): a new table with the new definition, every row
 * copied into it column by column, the old table dropped and the new one renamed to its name. The
 * migration runner has foreign keys off meanwhile and checks them before it commits, so dropping
 * the old table takes no row that refers to it along. Indexes go with the old table: the
 * migration creates them again after this.
 */
export function rebuildTable(
  table: string,
  columns: Record<string, string>,
  constraints: readonly string[] = [],
): string {
  const names = Object.keys(columns).join(", ");
  const definitions = [
    ...Object.entries(columns).map(([name, type]) => `${name} ${type}`),
    ...constraints,
  ];
  return `
  CREATE TABLE new_${table} (
    ${definitions.join(",\n    ")}
  );
  INSERT INTO new_${table} (${names})
    SELECT ${names} FROM ${table};
  DROP TABLE ${table};
  ALTER TABLE new_${table} RENAME TO ${table};
  `;
}
