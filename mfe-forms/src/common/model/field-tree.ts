/** What the server form definitions (profile form, dynamic form) have in common for nesting. */
export interface TreeField {
  fldName: string;
  /** null, or the fldName of the container ('group', 'array') holding this field. */
  groupedBy?: string | null;
  label: string;
}

/** A field with the fields it contains (only containers have children). */
export interface TreeNode<F extends TreeField> {
  field: F;
  children: TreeNode<F>[];
}

/** An array field holds at most 8 items (docs/product/forms.md#field-types). */
export const MAX_ARRAY_ITEMS = 8;

/**
 * The flat server list (children point to their container by groupedBy) as a tree, in server
 * order. A container naming itself as an ancestor is not expanded again (no endless recursion).
 */
export const buildTree = <F extends TreeField>(
  fields: readonly F[],
  isContainer: (field: F) => boolean,
): TreeNode<F>[] => {
  const build = (parent: string | null, ancestors: Set<string>): TreeNode<F>[] =>
    fields
      .filter((field) => (field.groupedBy ?? null) === parent)
      .map((field) => ({
        field,
        children:
          isContainer(field) && !ancestors.has(field.fldName)
            ? build(field.fldName, new Set([...ancestors, field.fldName]))
            : [],
      }));
  return build(null, new Set());
};

/** A repeated group's label is "label,addLabel" (e.g. "Beneficiarios,Agregar beneficiario"). */
export const arrayLabels = (label: string): { label: string; addLabel?: string } => {
  const comma = label.indexOf(',');
  if (comma < 0) return { label: label.trim() };
  return { label: label.slice(0, comma).trim(), addLabel: label.slice(comma + 1).trim() || undefined };
};
