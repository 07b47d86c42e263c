import type { ProfileFormField } from '../api/get-profile-form';

/** A field with the fields it contains (only 'array' and 'group' containers have children). */
export interface FieldNode {
  field: ProfileFormField;
  children: FieldNode[];
}

/** Seed 001 §5: an array field holds at most 8 items. */
export const MAX_ARRAY_ITEMS = 8;

export const isContainer = (field: ProfileFormField): boolean =>
  field.fieldType.fldType === 'array' || field.fieldType.fldType === 'group';

/** The flat server list (children point to their container by groupedBy) as a tree, in server order. */
export const buildFieldTree = (fields: ProfileFormField[]): FieldNode[] => {
  const build = (parent: string | null, ancestors: Set<string>): FieldNode[] =>
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

/** An array container's label is "label,addLabel" (e.g. "Cargas,Agregar carga"). */
export const arrayLabels = (label: string): { label: string; addLabel?: string } => {
  const comma = label.indexOf(',');
  if (comma < 0) return { label: label.trim() };
  return { label: label.slice(0, comma).trim(), addLabel: label.slice(comma + 1).trim() || undefined };
};

/**
 * The first array of the form is the list of insured people (cotizante, or mascota for pets):
 * it must be filled in. Later arrays (cargas) are optional, so their blank items are ignored.
 */
export const primaryArrayName = (nodes: FieldNode[]): string | undefined => {
  for (const node of nodes) {
    if (node.field.fieldType.fldType === 'array') return node.field.fldName;
    const nested = primaryArrayName(node.children);
    if (nested) return nested;
  }
  return undefined;
};

export const isNumeric = (field: ProfileFormField): boolean =>
  field.dataType === 'number' || field.fieldType.htmlType === 'number';

/** Seed 002 §5: employee and guard counts accept thousand dots; a masked number field too. */
export const usesThousands = (field: ProfileFormField): boolean =>
  isNumeric(field) && (Boolean(field.mask) || /empleados|trabajadores|guardias/i.test(field.fldName));
