/** A field both saves changed, differently: the admin picks one. */
export interface MergeConflict {
  /** The form's field path ("title.ar", "images"). */
  path: string;
  mine: unknown;
  theirs: unknown;
}

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A three-way merge of an editor's values: from `base` (what the admin opened), `mine` (what
 * they have on screen) and `theirs` (the newer save). A field only one side changed takes that
 * side's value; a field both changed the same way is that; a field both changed differently
 * keeps mine for now and is a conflict. Objects merge field by field; a list (a gallery's
 * pictures) is one field, as its order is part of it.
 */
export function mergeValues(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  path = "",
): { merged: unknown; conflicts: MergeConflict[] } {
  if (isTree(base) && isTree(mine) && isTree(theirs)) {
    const merged: Tree = {};
    const conflicts: MergeConflict[] = [];
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const inner = mergeValues(base[key], mine[key], theirs[key], path ? `${path}.${key}` : key);
      merged[key] = inner.merged;
      conflicts.push(...inner.conflicts);
    }
    return { merged, conflicts };
  }
  if (same(mine, base) || same(mine, theirs)) return { merged: theirs, conflicts: [] };
  if (same(theirs, base)) return { merged: mine, conflicts: [] };
  return { merged: mine, conflicts: [{ path, mine, theirs }] };
}
